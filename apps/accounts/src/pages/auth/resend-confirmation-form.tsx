import { PostForm, SubmitButton } from '../form.tsx';
import type { FormPageContext } from '../page-context.ts';
import { EmailField } from './credential-fields.tsx';

/** Asks for a new confirmation mail; shown wherever a viewer may need one. */
export function ResendConfirmationForm({
  context,
  email,
  error,
}: {
  context: FormPageContext;
  email?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <PostForm action="/confirm/resend" csrfToken={context.csrfToken} flow={context.flow} label="確認メールの再送信">
      <EmailField value={email} error={error} />
      <SubmitButton>確認メールを再送信する</SubmitButton>
    </PostForm>
  );
}
