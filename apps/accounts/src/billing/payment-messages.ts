/** What the member is told when a payment does not go through, per reason from the processor or from us. */

const NOT_CHARGED = '料金は請求されていません。';

const PAYMENT_FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  card_declined: 'カードが承認されませんでした。別のカードをご利用いただくか、カード会社にお問い合わせください。',
  insufficient_funds: 'カードの残高が不足しています。別のカードをご利用ください。',
  expired_card: 'カードの有効期限が切れています。別のカードをご利用ください。',
  processing_error: `決済処理中にエラーが発生しました。${NOT_CHARGED}お手数ですが、しばらくしてからもう一度お試しください。`,
  canceled_by_member: `携帯電話会社の画面でお支払いがキャンセルされました。${NOT_CHARGED}お支払い方法を選び直してください。`,
  no_charge_at_processor: `お支払いを完了できませんでした。${NOT_CHARGED}もう一度お試しください。`,
  late_charge_refunded:
    'お支払いを完了できませんでした。遅れて請求された料金は、全額を返金する手続きをしました。もう一度お試しください。',
};

const FALLBACK = `お支払いを完了できませんでした。${NOT_CHARGED}別のお支払い方法をお試しください。`;

/** The message for a declined or failed payment; unknown reasons get a general one. */
export function paymentFailureMessage(reason: string): string {
  return PAYMENT_FAILURE_MESSAGES[reason] ?? FALLBACK;
}

/** Whether `reason` is one we have words for (query parameters carry only those). */
export function isKnownFailureReason(reason: unknown): reason is string {
  return typeof reason === 'string' && Object.hasOwn(PAYMENT_FAILURE_MESSAGES, reason);
}

export const PAYMENT_IN_PROGRESS_MESSAGE =
  '前回のお支払いの手続きがまだ完了していません。しばらくしてから、もう一度お試しください。二重に請求されることはありません。';

export const AWAITING_CARRIER_MESSAGE =
  '携帯電話会社の画面でのお支払いの手続きが途中のままです。その画面で承認するか、キャンセルしてから、あらためてお手続きください。';

export const CARD_INPUT_MESSAGES = {
  numberMissing: 'カード番号を入力してください。',
  invalid_number: 'カード番号に誤りがあります。ご確認のうえ、もう一度入力してください。',
  expiryMissing: '有効期限の月と年を選んでください。',
  invalid_expiry: '有効期限を正しく選んでください。',
  expired_card: 'カードの有効期限が切れています。別のカードをご利用ください。',
  cvcMissing: 'セキュリティコードを入力してください。',
  invalid_cvc: 'セキュリティコードは、カード裏面（一部のカードは表面）の3桁または4桁の数字です。',
} as const;
