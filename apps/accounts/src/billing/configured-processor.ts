/**
 * The payment processor a service started without one takes payments with: the sandbox, where the
 * configuration allows it. Production has no default (decision 0032): an adapter of a real processor
 * (docs/payment-processor.md) is passed to `startAccounts({ payments })`, or `PAYMENT_PROCESSOR=sandbox`
 * names the sandbox on purpose, e.g. for a public demo.
 */
import type { AppDatabase } from '@hanabi/db';
import { type AccountsConfig, ConfigError } from '../config.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';

/** Throws unless the configuration allows the sandbox; commands call it before opening the database. */
export function assertSandboxAllowed(config: Pick<AccountsConfig, 'paymentsSandbox'>): void {
  if (!config.paymentsSandbox) {
    throw new ConfigError(
      'Invalid sign-in service configuration:\nPAYMENT_PROCESSOR: production takes no payments in the sandbox. ' +
        "Pass a real processor's adapter to startAccounts({ payments }), or set PAYMENT_PROCESSOR=sandbox on purpose.",
    );
  }
}

/** `db` is the sign-in service's database, where the sandbox keeps its charges and refunds. */
export function configuredPaymentProcessor(
  config: Pick<AccountsConfig, 'paymentsSandbox'>,
  db: AppDatabase,
): PaymentProcessor {
  assertSandboxAllowed(config);
  return createSandboxProcessor({ db });
}
