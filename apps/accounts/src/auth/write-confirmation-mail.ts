import type { AppDatabase } from '@hanabi/db';
import type { AccountsConfig } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { flowHref, type SignInFlow } from '../pages/sign-in-flow.ts';
import { confirmationMail } from './auth-mails.ts';
import { issueEmailToken } from './email-tokens.ts';
import type { MemberAccount } from './member-accounts.ts';

/** The registration a confirmation link confirms: its password, and the browser it was made in if known. */
export interface Registration {
  passwordHash: string;
  browserHash: string | null;
}

/**
 * Issues a confirmation link for the member's registration, and writes the mail that carries it; the link
 * keeps the viewer's branding and destination for after the login.
 */
export async function writeConfirmationMail(
  { db, config }: { db: AppDatabase; config: AccountsConfig },
  member: MemberAccount,
  registration: Registration,
  flow: SignInFlow,
  now: Date,
): Promise<MailMessage> {
  const token = await issueEmailToken(db, member.id, { purpose: 'confirm_email', ...registration }, now);
  return confirmationMail(member.email, flow.design, flowHref('/confirm', flow, { token }, config.accountsOrigin));
}
