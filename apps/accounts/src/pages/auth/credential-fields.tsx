import type { FieldErrors } from '../../forms/field-errors.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULES_TEXT } from '../../forms/password-rules.ts';
import { FormField } from '../form.tsx';

/** The address field of the sign-in forms; `autoComplete` "username" on login, "email" elsewhere. */
export function EmailField({
  value,
  error,
  autoComplete = 'email',
}: {
  value?: string | undefined;
  error?: string | undefined;
  autoComplete?: 'email' | 'username';
}) {
  return (
    <FormField
      name="email"
      label="メールアドレス"
      type="email"
      autoComplete={autoComplete}
      value={value}
      error={error}
    />
  );
}

/** A new password and its confirmation, with the rules shown (registration and reset). */
export function NewPasswordFields({ errors, label = 'パスワード' }: { errors: FieldErrors; label?: string }) {
  return (
    <>
      <FormField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULES_TEXT}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password}
      />
      <FormField
        name="passwordConfirmation"
        label={`${label}（確認）`}
        type="password"
        autoComplete="new-password"
        hint="確認のため、同じパスワードをもう一度入力してください。"
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.passwordConfirmation}
      />
    </>
  );
}
