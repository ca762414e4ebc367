import {
  INQUIRY_BODY_MAX_LENGTH,
  INQUIRY_BODY_MIN_LENGTH,
  INQUIRY_CATEGORY_LABELS,
  type InquiryField,
  type InquiryRequest,
} from '@hanabi/contract';
import { Form, Link, useNavigation } from 'react-router';
import {
  CATEGORY_OPTIONS,
  FIELD_LABELS,
  INQUIRY_INTENT,
  INTENT_FIELD,
  type InquiryFieldMessages,
  type InquiryFormValues,
} from './inquiry-form-state.ts';
import './inquiry.css';

const STEPS = ['入力', '確認', '完了'] as const;

/** Where the viewer is: 入力 → 確認 → 完了. */
export function InquirySteps({ current }: { current: (typeof STEPS)[number] }) {
  return (
    <ol className="inquiry-steps" aria-label="お問い合わせの手順">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={step === current ? 'inquiry-steps__step inquiry-steps__step--current' : 'inquiry-steps__step'}
          aria-current={step === current ? 'step' : undefined}
        >
          <span className="inquiry-steps__number">{index + 1}</span>
          {step}
        </li>
      ))}
    </ol>
  );
}

const fieldId = (field: InquiryField) => `inquiry-${field}`;
const errorId = (field: InquiryField) => `inquiry-${field}-error`;

function FieldError({ field, message }: { field: InquiryField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="form-error inquiry-field__error">
      {message}
    </p>
  );
}

/** The attributes that tie a control to its hint and its error, for screen readers. */
function describedBy(field: InquiryField, message: string | undefined, hintId?: string) {
  const ids = [hintId, message ? errorId(field) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined };
}

function RequiredMark() {
  return <span className="inquiry-field__required">必須</span>;
}

/** A message for the whole form: a refusal that belongs to no one field (the rate limit, a failed send). */
function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="notice notice--warning">
      {message}
    </p>
  );
}

/** The list of refused fields at the top, each a link to its field, announced when it appears. */
function ErrorSummary({ errors }: { errors: InquiryFieldMessages }) {
  const fields = (Object.keys(FIELD_LABELS) as InquiryField[]).filter((field) => errors[field]);
  if (fields.length === 0) return null;
  return (
    <div role="alert" className="notice notice--warning inquiry-summary">
      <p>入力内容に誤りがあります。次の項目をご確認ください。</p>
      <ul className="info-list">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{FIELD_LABELS[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function useSubmitting(): boolean {
  return useNavigation().state === 'submitting';
}

/**
 * Step 1. A plain post form (it works before any script runs); the browser's own checks are off so that every
 * message is the service's Japanese one, beside its field.
 */
export function InquiryInput({
  values,
  errors,
  formError,
}: {
  values: InquiryFormValues;
  errors: InquiryFieldMessages;
  formError: string | null;
}) {
  const submitting = useSubmitting();
  return (
    <Form method="post" noValidate className="inquiry-form" aria-label="お問い合わせフォーム">
      <ErrorSummary errors={errors} />
      <FormError message={formError} />

      <div className="inquiry-field">
        <label htmlFor={fieldId('category')} className="inquiry-field__label">
          {FIELD_LABELS.category}
          <RequiredMark />
        </label>
        <select
          id={fieldId('category')}
          name="category"
          defaultValue={values.category}
          className="inquiry-field__control"
          aria-required="true"
          {...describedBy('category', errors.category)}
        >
          <option value="">選択してください</option>
          {CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError field="category" message={errors.category} />
      </div>

      <div className="inquiry-field">
        <label htmlFor={fieldId('email')} className="inquiry-field__label">
          {FIELD_LABELS.email}
          <RequiredMark />
        </label>
        <p id="inquiry-email-hint" className="info-note">
          ご返信はこのアドレスにお送りします。
        </p>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={values.email}
          className="inquiry-field__control"
          aria-required="true"
          {...describedBy('email', errors.email, 'inquiry-email-hint')}
        />
        <FieldError field="email" message={errors.email} />
      </div>

      <div className="inquiry-field">
        <label htmlFor={fieldId('body')} className="inquiry-field__label">
          {FIELD_LABELS.body}
          <RequiredMark />
        </label>
        <p id="inquiry-body-hint" className="info-note">
          {INQUIRY_BODY_MIN_LENGTH}文字以上{INQUIRY_BODY_MAX_LENGTH.toLocaleString('ja-JP')}
          文字以内。ご利用の端末・ブラウザ、表示されたメッセージ、作品名やエピソードなどをお書きいただくと、早く正確にお答えできます。
        </p>
        <textarea
          id={fieldId('body')}
          name="body"
          rows={8}
          defaultValue={values.body}
          className="inquiry-field__control inquiry-field__control--body"
          aria-required="true"
          {...describedBy('body', errors.body, 'inquiry-body-hint')}
        />
        <FieldError field="body" message={errors.body} />
      </div>

      <p className="info-note">
        お預かりした内容は、お問い合わせへの回答のためにのみ利用します（
        <Link to="/rules/service-policy">サービスポリシー</Link>
        ）。
      </p>
      <div className="inquiry-actions">
        <button
          type="submit"
          name={INTENT_FIELD}
          value={INQUIRY_INTENT.confirm}
          className="button button--primary"
          disabled={submitting}
        >
          入力内容を確認する
        </button>
      </div>
    </Form>
  );
}

/** Step 2. What will be sent, read back; the typed values ride along hidden, for 「修正する」 and 「送信する」. */
export function InquiryConfirmation({
  values,
  inquiry,
  formError,
}: {
  values: InquiryFormValues;
  inquiry: InquiryRequest;
  formError: string | null;
}) {
  const submitting = useSubmitting();
  return (
    <Form method="post" className="inquiry-form" aria-label="入力内容の確認">
      <FormError message={formError} />
      <p>次の内容で送信します。よろしければ「送信する」を押してください。</p>
      <dl className="inquiry-review">
        <div className="inquiry-review__row">
          <dt>{FIELD_LABELS.category}</dt>
          <dd>{INQUIRY_CATEGORY_LABELS[inquiry.category]}</dd>
        </div>
        <div className="inquiry-review__row">
          <dt>{FIELD_LABELS.email}</dt>
          <dd>{inquiry.email}</dd>
        </div>
        <div className="inquiry-review__row">
          <dt>{FIELD_LABELS.body}</dt>
          <dd className="inquiry-review__body">{inquiry.body}</dd>
        </div>
      </dl>
      {(Object.keys(values) as InquiryField[]).map((field) => (
        <input key={field} type="hidden" name={field} value={values[field]} />
      ))}
      <div className="inquiry-actions">
        <button
          type="submit"
          name={INTENT_FIELD}
          value={INQUIRY_INTENT.send}
          className="button button--primary"
          disabled={submitting}
        >
          送信する
        </button>
        <button
          type="submit"
          name={INTENT_FIELD}
          value={INQUIRY_INTENT.edit}
          className="button button--outline"
          disabled={submitting}
        >
          入力内容を修正する
        </button>
      </div>
    </Form>
  );
}

/** Step 3, reached by redirect: the inquiry's number, for the viewer to quote in a later message. */
export function InquiryThanks({ number }: { number: number }) {
  return (
    <section className="my-card" aria-labelledby="inquiry-thanks-heading">
      <h2 id="inquiry-thanks-heading" className="my-card__heading">
        お問い合わせを受け付けました
      </h2>
      <p>
        受付番号：<strong>{number}</strong>
      </p>
      <p>
        内容を確認のうえ、ご入力のメールアドレスに担当者からご返信します。通常3営業日以内にお送りしますが、内容によってはお時間をいただくことがあります。
      </p>
      <p className="info-note">
        返信が届かない場合は、迷惑メールフォルダもご確認ください。追加でご連絡いただくときは、受付番号をお書き添えください。
      </p>
      <div className="my-card__actions">
        <Link to="/faq" className="button button--outline">
          よくある質問を見る
        </Link>
        <Link to="/" className="button button--outline">
          トップページへ
        </Link>
      </div>
    </section>
  );
}
