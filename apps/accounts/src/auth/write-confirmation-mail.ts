import type { AppDatabase } from '@hanabi/db';
import type { AccountsConfig } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { flowHref, type SignInFlow } from '../pages/sign-in-flow.ts';
import { confirmationMail } from './auth-mails.ts';
import { issueEmailToken } from './email-tokens.ts';
import type { MemberAccount } from './member-accounts.ts';

/**
 * Issues a confirmation link for the member's registration with this password, and writes the mail that
 * carries it; the link keeps the viewer's branding and destination for after the login.
 */
export async function writeConfirmationMail(
  { db, config }: { db: AppDatabase; config: AccountsConfig },
  member: MemberAccount,
  registrationPasswordHash: string,
  flow: SignInFlow,
  now: Date,
): Promise<MailMessage> {
  const token = await issueEmailToken(
    db,
    member.id,
    { purpose: 'confirm_email', passwordHash: registrationPasswordHash },
    now,
  );
  return confirmationMail(member.email, flow.design, flowHref('/confirm', flow, { token }, config.accountsOrigin));
}
