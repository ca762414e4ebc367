import type { AccountsConfig } from '../config.ts';
import { createDevMailbox } from './dev-mailbox.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The configured mail server when SMTP_URL is set; otherwise the development mailbox in MAIL_DIR. */
export function createMailer(
  config: Pick<AccountsConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>,
  log: (line: string) => void = console.info,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createDevMailbox({ dir: config.mailDir, from: config.mailFrom, log });
}
