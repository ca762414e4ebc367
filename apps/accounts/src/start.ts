import type { Database } from '@hanabi/db';
import { buildAccounts } from './app.ts';
import type { PaymentProcessor } from './billing/payment-processor.ts';
import { createSandboxProcessor } from './billing/sandbox-processor.ts';
import type { AccountsConfig } from './config.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';

export interface RunningAccounts {
  url: string;
  close(): Promise<void>;
}

export interface StartAccountsOptions {
  database: Database;
  config: AccountsConfig;
  /** Default: SMTP_URL's mail server, or the development mailbox in MAIL_DIR. */
  mailer?: Mailer;
  /** Default: the sandbox processor. */
  payments?: PaymentProcessor;
}

/** Starts the sign-in service on its port; the caller owns the database and closes it afterwards. */
export async function startAccounts({
  database,
  config,
  mailer = createMailer(config),
  payments = createSandboxProcessor(),
}: StartAccountsOptions): Promise<RunningAccounts> {
  const app = await buildAccounts({ database, config, mailer, payments });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { url: `http://localhost:${config.port}`, close: () => app.close() };
}
