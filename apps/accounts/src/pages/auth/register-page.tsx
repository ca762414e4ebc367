import type { FieldErrors } from '../../forms/field-errors.ts';
import { renderDocument } from '../document.tsx';
import { ErrorSummary, PostForm, SubmitButton } from '../form.tsx';
import { LinkList, renderMessagePage } from '../message-page.tsx';
import type { FormPageContext, PageContext } from '../page-context.ts';
import { flowHref } from '../sign-in-flow.ts';
import { EmailField, NewPasswordFields } from './credential-fields.tsx';

export interface RegisterPageState {
  email?: string;
  errors?: FieldErrors;
  /** Why the registration was not accepted as a whole (too many from this client address). */
  problem?: string;
}

export function renderRegisterPage(
  context: FormPageContext,
  { email = '', errors = {}, problem }: RegisterPageState = {},
): string {
  const { flow } = context;
  return renderDocument({
    title: '会員登録',
    design: flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>会員登録</h1>
        <p>メールアドレスとパスワードを入力してください。ご登録のアドレスに確認メールをお送りします。</p>
        <ErrorSummary
          errors={errors}
          messages={problem ? [problem] : []}
          heading={problem ? '会員登録を受け付けられませんでした' : undefined}
        />
        <PostForm action="/register" csrfToken={context.csrfToken} flow={flow} label="会員登録">
          <EmailField value={email} error={errors.email} />
          <NewPasswordFields errors={errors} />
          <SubmitButton>登録して確認メールを受け取る</SubmitButton>
        </PostForm>
        <LinkList links={[{ href: flowHref('/login', flow), label: 'すでに会員の方はこちら（ログイン）' }]} />
      </>
    ),
  });
}

/** The same answer whether or not the address already had an account (it gets a different mail). */
export function renderRegisterSentPage(context: PageContext, email: string): string {
  return renderMessagePage(context.webOrigin, {
    title: '確認メールを送信しました',
    message: `${email} 宛てに確認メールを送信しました。メールに記載のリンクを24時間以内に開いて、会員登録を完了してください。`,
    design: context.flow.design,
    children: (
      <p>
        メールが届かない場合は、迷惑メールフォルダもご確認ください。それでも見つからないときは、確認メールを再送信できます。
      </p>
    ),
    links: [
      { href: flowHref('/confirm/resend', context.flow), label: '確認メールを再送信する' },
      { href: flowHref('/login', context.flow), label: 'ログイン画面へ' },
    ],
  });
}
