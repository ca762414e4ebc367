/**
 * Inquiries sent from /support/inquiry (decision 0022). The rules live here once, so the web form shows the
 * same Japanese message beside a field as the API answers for it.
 */
import { z } from 'zod';

/** The kinds of inquiry, in the order the form offers them (the `inquiries.category` column). */
export const INQUIRY_CATEGORIES = ['account', 'payment', 'playback', 'purchase', 'content', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  account: '会員登録・ログイン',
  payment: 'プラン・お支払い',
  playback: '動画の再生',
  purchase: 'ポイント・エピソードの購入',
  content: '作品・配信内容',
  other: 'その他',
};

export const INQUIRY_BODY_MIN_LENGTH = 10;
export const INQUIRY_BODY_MAX_LENGTH = 2000;
export const INQUIRY_EMAIL_MAX_LENGTH = 254;

/** Inquiries one address may send in an hour; one more answers 429 with INQUIRY_RATE_LIMIT_MESSAGE. */
export const INQUIRY_RATE_LIMIT = { count: 5, windowMinutes: 60 } as const;
export const INQUIRY_RATE_LIMIT_MESSAGE =
  '短い時間に多くのお問い合わせが送信されたため、受け付けを一時的に停止しています。1時間ほど時間をおいてから、もう一度お送りください。';

export const INQUIRY_FIELDS = ['category', 'email', 'body'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** Why a field was refused: the API's `details[].reason`, which the web form turns back into the message. */
export const INQUIRY_ERROR_REASONS = ['required', 'invalid', 'too_short', 'too_long'] as const;
export type InquiryErrorReason = (typeof INQUIRY_ERROR_REASONS)[number];

const MESSAGES: Record<InquiryField, Partial<Record<InquiryErrorReason, string>>> = {
  category: {
    required: 'お問い合わせの種類を選んでください。',
    invalid: 'お問い合わせの種類を一覧から選んでください。',
  },
  email: {
    required: 'メールアドレスを入力してください。',
    invalid: 'メールアドレスの形式が正しくありません（例: hanabi@example.com）。',
    too_long: `メールアドレスは${INQUIRY_EMAIL_MAX_LENGTH}文字以内で入力してください。`,
  },
  body: {
    required: 'お問い合わせ内容を入力してください。',
    too_short: `お問い合わせ内容は${INQUIRY_BODY_MIN_LENGTH}文字以上で入力してください。`,
    too_long: `お問い合わせ内容は${INQUIRY_BODY_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`,
  },
};

/** The Japanese message for a refused field; the field's generic one for a reason it does not know. */
export function inquiryErrorMessage(field: InquiryField, reason: string): string {
  const messages = MESSAGES[field];
  return messages[reason as InquiryErrorReason] ?? messages.invalid ?? messages.required ?? '';
}

/** Body of POST /v1/inquiries, as documented; `validateInquiry` is the check both sides run. */
export const inquiryRequestSchema = z.object({
  category: z.enum(INQUIRY_CATEGORIES),
  email: z.string().max(INQUIRY_EMAIL_MAX_LENGTH).describe('where the answer goes; kept NFKC-normalised, lower-cased'),
  body: z
    .string()
    .describe(
      `${INQUIRY_BODY_MIN_LENGTH}–${INQUIRY_BODY_MAX_LENGTH} characters after trimming; line breaks count once`,
    ),
});
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;

/** The answer of POST /v1/inquiries: what was received, for the thanks page. */
export const inquiryReceiptSchema = z.object({
  id: z.number().int(),
  category: z.enum(INQUIRY_CATEGORIES),
  received_at: z.string().describe('ISO 8601, Japan time'),
});
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;

export interface InquiryFieldError {
  field: InquiryField;
  reason: InquiryErrorReason;
  message: string;
}

export type InquiryValidation = { ok: true; value: InquiryRequest } | { ok: false; errors: InquiryFieldError[] };

/** Deliberately loose, as at registration: something@something.tld. Answering it is the real check. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An address as the service keeps it: NFKC (full-width input becomes ASCII), trimmed, lower-cased. */
export function normaliseInquiryEmail(typed: string): string {
  return typed.normalize('NFKC').trim().toLowerCase();
}

/** The body as stored: one kind of line break (a form posts CRLF), no blank margin; counted in characters. */
export function normaliseInquiryBody(typed: string): string {
  return typed.replace(/\r\n?/g, '\n').trim();
}

function characterCount(text: string): number {
  return [...text].length;
}

function fieldError(field: InquiryField, reason: InquiryErrorReason): InquiryFieldError {
  return { field, reason, message: inquiryErrorMessage(field, reason) };
}

function categoryReason(value: unknown): InquiryErrorReason | null {
  if (value === undefined || value === null || value === '') return 'required';
  return (INQUIRY_CATEGORIES as readonly unknown[]).includes(value) ? null : 'invalid';
}

function emailReason(email: string): InquiryErrorReason | null {
  if (email === '') return 'required';
  if (email.length > INQUIRY_EMAIL_MAX_LENGTH) return 'too_long';
  return EMAIL_SHAPE.test(email) ? null : 'invalid';
}

function bodyReason(body: string): InquiryErrorReason | null {
  if (body === '') return 'required';
  const length = characterCount(body);
  if (length < INQUIRY_BODY_MIN_LENGTH) return 'too_short';
  return length > INQUIRY_BODY_MAX_LENGTH ? 'too_long' : null;
}

/**
 * Checks an inquiry as typed (a form's fields or a JSON body) and normalises it. Every refused field is
 * reported, in the form's order, so the viewer fixes them all at once.
 */
export function validateInquiry(input: unknown): InquiryValidation {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const email = normaliseInquiryEmail(text(fields.email));
  const body = normaliseInquiryBody(text(fields.body));
  const reasons: Array<[InquiryField, InquiryErrorReason | null]> = [
    ['category', categoryReason(fields.category)],
    ['email', emailReason(email)],
    ['body', bodyReason(body)],
  ];
  const errors = reasons.flatMap(([field, reason]) => (reason ? [fieldError(field, reason)] : []));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { category: fields.category as InquiryCategory, email, body } };
}
