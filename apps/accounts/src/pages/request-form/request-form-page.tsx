import type { FieldErrors } from '../../forms/field-errors.ts';
import { REQUEST_MESSAGE_MAX_LENGTH, REQUEST_TITLE_MAX_LENGTH } from '../../forms/request-form-input.ts';
import { ErrorSummary, FormField, PostForm, SubmitButton, TextAreaField } from '../form.tsx';
import { renderMessagePage } from '../message-page.tsx';
import type { FormPageContext, PageContext } from '../page-context.ts';

export function renderRequestFormPage(
  context: FormPageContext,
  { values = {}, errors = {} }: { values?: { titleName?: string; message?: string }; errors?: FieldErrors } = {},
): string {
  return renderMessagePage(context.webOrigin, {
    title: '作品リクエスト',
    message:
      '配信してほしい作品をお知らせください。いただいたリクエストは、今後の配信作品を選ぶ参考にさせていただきます。なお、個別のお返事はしておりません。',
    design: context.flow.design,
    children: (
      <>
        <ErrorSummary errors={errors} />
        <PostForm action="/request_form" csrfToken={context.csrfToken} flow={context.flow} label="作品リクエスト">
          <FormField
            name="titleName"
            label="作品名"
            hint={`${REQUEST_TITLE_MAX_LENGTH}文字以内`}
            maxLength={REQUEST_TITLE_MAX_LENGTH}
            value={values.titleName}
            error={errors.titleName}
          />
          <TextAreaField
            name="message"
            label="リクエスト内容（任意）"
            hint={`見たい理由やシーズンなど、ご自由にお書きください（${REQUEST_MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内）。`}
            required={false}
            maxLength={REQUEST_MESSAGE_MAX_LENGTH}
            value={values.message}
            error={errors.message}
          />
          <SubmitButton>リクエストを送信する</SubmitButton>
        </PostForm>
      </>
    ),
  });
}

export function renderRequestThanksPage(context: PageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: 'リクエストを受け付けました',
    message: '作品リクエストをお送りいただき、ありがとうございます。今後の配信作品を選ぶ参考にさせていただきます。',
    design: context.flow.design,
  });
}

/** The sealed member id was valid but the member has no plan (any more). */
export function renderRequestFormForMembersPage(context: PageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: '作品リクエスト',
    message: '作品リクエストは、プランにご加入中の方がご利用いただけます。',
    design: context.flow.design,
    links: [{ href: `${context.webOrigin}/entry`, label: 'プランについて見る' }],
  });
}

/** The sealed member id is older than half an hour: the member opens the form again from Hanabi. */
export function renderRequestFormExpiredPage(context: PageContext): string {
  return renderMessagePage(context.webOrigin, {
    title: '作品リクエスト',
    message:
      'リクエストフォームの有効期限（開いてから30分）が切れました。お手数ですが、Hanabi のメニューからもう一度リクエストフォームを開いてください。',
    design: context.flow.design,
  });
}
