/**
 * The inquiry form's steps (入力 → 確認 → 完了) as the route's action answers them. The typed values travel
 * with every step, exactly as typed, so nothing is lost on a refusal or on going back from the confirmation.
 */
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_FIELDS,
  type InquiryField,
  type InquiryFieldError,
  type InquiryRequest,
} from '@hanabi/contract';

export type InquiryFormValues = Record<InquiryField, string>;
export type InquiryFieldMessages = Partial<Record<InquiryField, string>>;

/** Which button sent the form. */
export const INQUIRY_INTENT = { confirm: 'confirm', edit: 'edit', send: 'send' } as const;
export const INTENT_FIELD = 'intent';

export type InquiryFormState =
  | { step: 'input'; values: InquiryFormValues; errors: InquiryFieldMessages; formError: string | null }
  /** `inquiry` is what will be sent (normalised); `values` what was typed, kept for going back. */
  | { step: 'confirm'; values: InquiryFormValues; inquiry: InquiryRequest; formError: string | null };

export const EMPTY_INQUIRY: InquiryFormValues = { category: '', email: '', body: '' };

export function formValuesOf(form: FormData): InquiryFormValues {
  const text = (field: InquiryField) => {
    const value = form.get(field);
    return typeof value === 'string' ? value : '';
  };
  return { category: text('category'), email: text('email'), body: text('body') };
}

export function fieldMessagesOf(errors: readonly Pick<InquiryFieldError, 'field' | 'message'>[]): InquiryFieldMessages {
  const messages: InquiryFieldMessages = {};
  for (const error of errors) messages[error.field] ??= error.message;
  return messages;
}

export function isInquiryField(value: string): value is InquiryField {
  return (INQUIRY_FIELDS as readonly string[]).includes(value);
}

export const CATEGORY_OPTIONS = INQUIRY_CATEGORIES.map((category) => ({
  value: category,
  label: INQUIRY_CATEGORY_LABELS[category],
}));

export const FIELD_LABELS: Record<InquiryField, string> = {
  category: 'お問い合わせの種類',
  email: 'メールアドレス',
  body: 'お問い合わせ内容',
};
