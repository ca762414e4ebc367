/** The pages after a payment or a cancellation: done, or the processor's answer still awaited. */
import { renderDocument } from '../document.tsx';
import { PostForm, SubmitButton } from '../form.tsx';
import type { FormPageContext, PageContext } from '../page-context.ts';
import { ButtonLink } from './billing-ui.tsx';

const PAYMENT_PENDING_MESSAGE =
  'お支払いの結果を確認しています。しばらくしてから「結果を確認する」を押してください。二重に請求されることはありません。';

export interface CompletionState {
  title: string;
  message: string;
  /** Where the member came from (already checked by safeReturnUrl). */
  returnUrl: string;
}

export function renderCompletionPage(context: PageContext, { title, message, returnUrl }: CompletionState): string {
  return renderDocument({
    title,
    design: context.flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>{title}</h1>
        <p role="status">{message}</p>
        <ButtonLink href={returnUrl}>Hanabi に戻る</ButtonLink>
      </>
    ),
  });
}

/**
 * The charge's outcome is not known yet (the processor timed out). Sending the same intent again only
 * looks the payment up; it never charges a second time.
 */
export function renderPaymentPendingPage(
  context: FormPageContext,
  { action, fields }: { action: string; fields: Record<string, string> },
): string {
  return renderDocument({
    title: 'お支払いを確認しています',
    design: context.flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>お支払いを確認しています</h1>
        <p role="status">{PAYMENT_PENDING_MESSAGE}</p>
        <PostForm action={action} csrfToken={context.csrfToken} flow={context.flow} label="お支払いの結果の確認">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton>結果を確認する</SubmitButton>
        </PostForm>
      </>
    ),
  });
}
