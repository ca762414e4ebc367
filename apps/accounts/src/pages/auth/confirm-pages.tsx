import { ErrorSummary } from '../form.tsx';
import { renderMessagePage } from '../message-page.tsx';
import type { FormPageContext, PageContext } from '../page-context.ts';
import { flowHref } from '../sign-in-flow.ts';
import { ResendConfirmationForm } from './resend-confirmation-form.tsx';

/**
 * After the confirmation. `signedInReturnUrl` is set when the link was opened in the browser that registered
 * (decision 0040): the member is signed in already, and the page leads back to where they registered from.
 */
export function renderAddressConfirmedPage(
  context: PageContext,
  gifts: {
    present: { points: number; receivableDays: number };
    ticketEpisode: { titleName: string; prefixName: string } | undefined;
  } | null,
  signedInReturnUrl?: string,
): string {
  return renderMessagePage(context.webOrigin, {
    title: 'メールアドレスの確認が完了しました',
    message: signedInReturnUrl
      ? '会員登録が完了し、ログインしました。さっそくお楽しみください。'
      : '会員登録が完了しました。ログインして、さっそくお楽しみください。',
    design: context.flow.design,
    children: gifts && (
      <>
        <p>
          会員登録特典として、{gifts.present.points}
          ギフトポイントをプレゼントボックスにお届けしました。{gifts.present.receivableDays}
          日以内にお受け取りください。
        </p>
        {gifts.ticketEpisode && (
          <p>
            新規登録キャンペーンで、『{gifts.ticketEpisode.titleName}』{gifts.ticketEpisode.prefixName}
            を無料で視聴できるチケットもお届けしています。
          </p>
        )}
      </>
    ),
    links: [
      signedInReturnUrl
        ? { href: signedInReturnUrl, label: 'Hanabiに戻る' }
        : { href: flowHref('/login', context.flow), label: 'ログインする' },
    ],
  });
}

export function renderConfirmLinkInvalidPage(context: FormPageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: 'このリンクは使えません',
    message:
      '確認用のリンクの有効期限（24時間）が切れているか、すでに使われています。確認が済んでいない場合は、メールアドレスを入力して確認メールを再送信してください。',
    design: context.flow.design,
    children: <ResendConfirmationForm context={context} />,
    links: [{ href: flowHref('/login', context.flow), label: 'ログイン画面へ' }],
  });
}

export function renderResendConfirmationPage(
  context: FormPageContext,
  { email = '', error }: { email?: string; error?: string | undefined } = {},
): string {
  return renderMessagePage(context.webOrigin, {
    title: '確認メールの再送信',
    message: '会員登録のときに入力したメールアドレスを入力してください。確認用のリンクをあらためてお送りします。',
    design: context.flow.design,
    children: (
      <>
        <ErrorSummary errors={{ email: error }} />
        <ResendConfirmationForm context={context} email={email} error={error} />
      </>
    ),
  });
}

/** The same answer whatever the address: it never tells whether an account exists. */
export function renderConfirmationResentPage(context: PageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: '確認メールを再送信しました',
    message:
      '入力されたメールアドレスで確認待ちの会員登録がある場合は、確認メールをお送りしました。メールに記載のリンクを24時間以内に開いてください。',
    design: context.flow.design,
    links: [{ href: flowHref('/login', context.flow), label: 'ログイン画面へ' }],
  });
}
