/** The messages sign-in sends, in Japanese, signed with the branding the viewer came from. */
import type { DesignType } from '@hanabi/contract';
import type { MailMessage } from '../mail/mailer.ts';
import { BRANDS } from '../pages/design.ts';

function signed(design: DesignType, paragraphs: string[]): string {
  const { serviceName } = BRANDS[design];
  return `${paragraphs.join('\n\n')}\n\n――――――――\n${serviceName}\nこのメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。\n`;
}

const subject = (design: DesignType, text: string) => `【${BRANDS[design].serviceName}】${text}`;

const NOT_YOU = 'このメールにお心当たりがない場合は、お手数ですが破棄してください。';

export function confirmationMail(to: string, design: DesignType, link: string): MailMessage {
  return {
    to,
    subject: subject(design, 'メールアドレスの確認'),
    text: signed(design, [
      `${BRANDS[design].serviceName}への会員登録をお申し込みいただき、ありがとうございます。`,
      `次のリンクを開いて、メールアドレスの確認を完了してください。\n${link}`,
      'リンクの有効期限は24時間です。期限が切れた場合は、ログイン画面から確認メールを再送信できます。',
      NOT_YOU,
    ]),
  };
}

/** Sent instead of a confirmation when someone registers an address that already has an account. */
export function alreadyRegisteredMail(
  to: string,
  design: DesignType,
  links: { login: string; forgotPassword: string },
): MailMessage {
  return {
    to,
    subject: subject(design, '会員登録のお申し込みについて'),
    text: signed(design, [
      'このメールアドレスで会員登録のお申し込みがありましたが、このアドレスはすでに登録済みです。',
      `次のリンクからログインしてください。\n${links.login}`,
      `パスワードをお忘れの場合は、こちらから再設定できます。\n${links.forgotPassword}`,
      NOT_YOU,
    ]),
  };
}

export function passwordResetMail(to: string, design: DesignType, link: string): MailMessage {
  return {
    to,
    subject: subject(design, 'パスワードの再設定'),
    text: signed(design, [
      'パスワード再設定のお申し込みを受け付けました。',
      `次のリンクを開いて、新しいパスワードを設定してください。\n${link}`,
      'リンクの有効期限は1時間です。期限が切れた場合は、もう一度お申し込みください。',
      `${NOT_YOU}パスワードは変更されません。`,
    ]),
  };
}
