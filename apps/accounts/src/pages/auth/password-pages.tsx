import type { FieldErrors } from '../../forms/field-errors.ts';
import { renderDocument } from '../document.tsx';
import { ErrorSummary, PostForm, SubmitButton } from '../form.tsx';
import { renderMessagePage } from '../message-page.tsx';
import type { FormPageContext, PageContext } from '../page-context.ts';
import { flowHref } from '../sign-in-flow.ts';
import { EmailField, NewPasswordFields } from './credential-fields.tsx';

export function renderForgotPasswordPage(
  context: FormPageContext,
  { email = '', errors = {} }: { email?: string; errors?: FieldErrors } = {},
): string {
  return renderMessagePage(context.webOrigin, {
    title: 'パスワードの再設定',
    message: 'ご登録のメールアドレスを入力してください。パスワードを再設定するためのリンクをお送りします。',
    design: context.flow.design,
    children: (
      <>
        <ErrorSummary errors={errors} />
        <PostForm
          action="/password/forgot"
          csrfToken={context.csrfToken}
          flow={context.flow}
          label="パスワード再設定の申し込み"
        >
          <EmailField value={email} error={errors.email} />
          <SubmitButton>再設定用のリンクを受け取る</SubmitButton>
        </PostForm>
      </>
    ),
    links: [{ href: flowHref('/login', context.flow), label: 'ログイン画面へ戻る' }],
  });
}

/** The same answer whether or not the address has an account. */
export function renderForgotPasswordSentPage(context: PageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: '再設定用のメールを送信しました',
    message:
      '入力されたメールアドレスが登録されている場合は、パスワード再設定用のリンクをお送りしました。リンクの有効期限は1時間です。',
    design: context.flow.design,
    children: <p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>,
    links: [{ href: flowHref('/login', context.flow), label: 'ログイン画面へ' }],
  });
}

export function renderResetPasswordPage(
  context: FormPageContext,
  { token, errors = {} }: { token: string; errors?: FieldErrors },
): string {
  return renderDocument({
    title: '新しいパスワードの設定',
    design: context.flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>新しいパスワードの設定</h1>
        <p>新しいパスワードを入力してください。設定すると、ログイン中のすべての端末からログアウトします。</p>
        <ErrorSummary errors={errors} />
        <PostForm action="/password/reset" csrfToken={context.csrfToken} flow={context.flow} label="新しいパスワード">
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields errors={errors} label="新しいパスワード" />
          <SubmitButton>パスワードを設定する</SubmitButton>
        </PostForm>
      </>
    ),
  });
}

export function renderResetLinkInvalidPage(context: PageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: 'このリンクは使えません',
    message:
      'パスワード再設定用のリンクの有効期限（1時間）が切れているか、すでに使われています。お手数ですが、もう一度お申し込みください。',
    design: context.flow.design,
    links: [{ href: flowHref('/password/forgot', context.flow), label: 'パスワードの再設定を申し込む' }],
  });
}

export function renderPasswordChangedPage(context: PageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: 'パスワードを再設定しました',
    message:
      '新しいパスワードを設定しました。安全のため、すべての端末からログアウトしています。新しいパスワードでログインしてください。',
    design: context.flow.design,
    links: [{ href: flowHref('/login', context.flow), label: 'ログインする' }],
  });
}
