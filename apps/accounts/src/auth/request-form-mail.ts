import type { RequestFormInput } from '../forms/request-form-input.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** Where title requests go: the operators' shared mailbox. */
export const REQUEST_FORM_OPERATOR_ADDRESS = 'requests@hanabi.example';

const japanTime = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'short' });

export function requestFormMail(
  member: { festaUserId: string; email: string },
  { titleName, message }: RequestFormInput,
  receivedAt: Date,
): MailMessage {
  return {
    to: REQUEST_FORM_OPERATOR_ADDRESS,
    subject: `【作品リクエスト】${titleName}`,
    text: [
      '作品リクエストが届きました。',
      '',
      `作品名: ${titleName}`,
      `会員ID: ${member.festaUserId}`,
      `メールアドレス: ${member.email}`,
      `受付日時: ${japanTime.format(receivedAt)}（日本時間）`,
      '',
      'リクエスト内容:',
      message === '' ? '（記入なし）' : message,
      '',
    ].join('\n'),
  };
}
