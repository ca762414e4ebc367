import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Sends through a mail server (SMTP_URL, e.g. `smtps://user:pass@smtp.example:465`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
