import type { FieldErrors } from '../../forms/field-errors.ts';
import { renderDocument } from '../document.tsx';
import { ErrorSummary, FormField, PostForm, SubmitButton } from '../form.tsx';
import { LinkList, renderMessagePage } from '../message-page.tsx';
import type { FormPageContext } from '../page-context.ts';
import { flowHref } from '../sign-in-flow.ts';
import { EmailField } from './credential-fields.tsx';
import { ResendConfirmationForm } from './resend-confirmation-form.tsx';

export interface LoginPageState {
  email?: string;
  errors?: FieldErrors;
  /** Why the last attempt did not sign in (wrong credentials, a locked account). */
  problem?: string;
}

export function renderLoginPage(context: FormPageContext, { email = '', errors = {}, problem }: LoginPageState = {}) {
  const { flow } = context;
  return renderDocument({
    title: 'ログイン',
    design: flow.design,
    webOrigin: context.webOrigin,
    body: (
      <>
        <h1>ログイン</h1>
        <ErrorSummary
          errors={errors}
          messages={problem ? [problem] : []}
          heading={problem ? 'ログインできませんでした' : undefined}
        />
        <PostForm action="/login" csrfToken={context.csrfToken} flow={flow} label="ログイン">
          <EmailField value={email} error={errors.email} autoComplete="username" />
          <FormField
            name="password"
            label="パスワード"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <SubmitButton>ログイン</SubmitButton>
        </PostForm>
        <LinkList
          links={[
            { href: flowHref('/password/forgot', flow), label: 'パスワードをお忘れの方' },
            { href: flowHref('/register', flow), label: 'はじめての方（会員登録）' },
          ]}
        />
      </>
    ),
  });
}

/** The password was right but the address is not confirmed yet. */
export function renderUnconfirmedAddressPage(context: FormPageContext, email: string): string {
  return renderMessagePage(context.webOrigin, {
    title: 'メールアドレスの確認が済んでいません',
    message:
      'ログインするには、会員登録のときにお送りした確認メールのリンクを開いてください。メールが見つからない場合は、確認メールを再送信できます。',
    design: context.flow.design,
    children: <ResendConfirmationForm context={context} email={email} />,
  });
}

/** Too many attempts from this client address (HTTP 429). */
export function renderTooManyAttemptsPage(context: FormPageContext, minutes: number): string {
  return renderMessagePage(context.webOrigin, {
    title: 'しばらくしてからお試しください',
    message: `短い時間に多くのログインが試みられたため、ログインを一時的に停止しています。${minutes}分ほど時間をおいてから、もう一度お試しください。`,
    design: context.flow.design,
    links: [{ href: flowHref('/login', context.flow), label: 'ログイン画面へ' }],
  });
}
