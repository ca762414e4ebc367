import type { Database } from '@hanabi/db';
import type { FastifyInstance } from 'fastify';
import { buildAccounts } from './app.ts';
import { configuredPaymentProcessor } from './billing/configured-processor.ts';
import type { PaymentProcessor } from './billing/payment-processor.ts';
import type { AccountsConfig } from './config.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';

export interface RunningAccounts {
  url: string;
  /** The service itself: its readiness and metrics (decision 0056). */
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface StartAccountsOptions {
  database: Database;
  config: AccountsConfig;
  /** Default: SMTP_URL's mail server, or the development mailbox in MAIL_DIR. */
  mailer?: Mailer;
  /** A real processor's adapter; by default the sandbox, which production refuses unless PAYMENT_PROCESSOR names it. */
  payments?: PaymentProcessor;
}

/** Starts the sign-in service on its port; the caller owns the database and closes it afterwards. */
export async function startAccounts({
  database,
  config,
  mailer = createMailer(config),
  payments = configuredPaymentProcessor(config, database.db),
}: StartAccountsOptions): Promise<RunningAccounts> {
  const app = await buildAccounts({ database, config, mailer, payments });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { url: `http://localhost:${config.port}`, app, close: () => app.close() };
}
