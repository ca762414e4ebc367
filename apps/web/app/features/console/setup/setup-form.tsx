import { OPERATOR_PASSWORD_MIN_LENGTH } from '@hanabi/contract';
import { Form, Link, useNavigation } from 'react-router';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { SIGN_IN_PATH } from '../return-path.ts';
import { type SetupAnswer, type SetupLinkState, TOKEN_PARAM } from './setup-state.ts';

type ValidLink = Extract<SetupLinkState, { valid: true }>;
type Retry = Extract<SetupAnswer, { done: false }>;

export function SetupInvalid({ message }: { message: string }) {
  return (
    <p className="console-alert console-alert--error" role="alert">
      {message}
    </p>
  );
}

export function SetupDone({ email }: { email: string }) {
  return (
    <div className="console-alert" role="status">
      <p>{email} のパスワードを設定しました。</p>
      <p>
        続けてログインし、認証アプリを登録してください。
        <Link to={SIGN_IN_PATH} className="console-button console-button--primary">
          ログインへ進む
        </Link>
      </p>
    </div>
  );
}

/** Choose a password: who the link is for, until when it works, and the rules of a password. */
export function SetupForm({ link, answer }: { link: ValidLink; answer: Retry | undefined }) {
  const form = useFocusOnErrors(answer);
  const busy = useNavigation().state === 'submitting';
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" ref={form} className="console-form" noValidate>
      <p>
        {link.account.name}さん（{link.account.email}）の管理画面用アカウントです。このリンクは
        {formatJapanDateTime(link.account.expires_at)}まで、1回だけ使えます。
      </p>
      <FormAlert message={answer?.formError ?? null} />
      <input type="hidden" name={TOKEN_PARAM} value={link.token} />
      <input type="text" name="username" autoComplete="username" value={link.account.email} readOnly hidden />
      <ConsoleField
        form="setup"
        name="password"
        label="新しいパスワード"
        hint={`${OPERATOR_PASSWORD_MIN_LENGTH}文字以上。先頭と末尾に空白は使えません。`}
        type="password"
        autoComplete="new-password"
        errors={errors}
        required
      />
      <ConsoleField
        form="setup"
        name="password_confirmation"
        label="新しいパスワード（確認）"
        type="password"
        autoComplete="new-password"
        errors={errors}
        required
      />
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {busy ? '設定しています…' : 'パスワードを設定する'}
      </button>
    </Form>
  );
}
