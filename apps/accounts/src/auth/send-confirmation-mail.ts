import type { AppDatabase } from '@hanabi/db';
import type { AccountsConfig } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { flowHref, type SignInFlow } from '../pages/sign-in-flow.ts';
import { confirmationMail } from './auth-mails.ts';
import { issueEmailToken } from './email-tokens.ts';
import type { MemberAccount } from './member-accounts.ts';

/** Mails a new confirmation link; it keeps the viewer's branding and destination for after the login. */
export async function sendConfirmationMail(
  { db, config, mailer }: { db: AppDatabase; config: AccountsConfig; mailer: Mailer },
  member: MemberAccount,
  flow: SignInFlow,
  now: Date,
): Promise<void> {
  const token = await issueEmailToken(db, member.id, 'confirm_email', now);
  const link = flowHref('/confirm', flow, { token }, config.accountsOrigin);
  await mailer.send(confirmationMail(member.email, flow.design, link));
}
