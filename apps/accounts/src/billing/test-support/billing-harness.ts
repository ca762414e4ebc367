/**
 * The real sign-in service on a fresh test database for billing tests: the sandbox processor on the
 * service's clock (which the test moves), notifications held until the test releases them, and members
 * made directly in the database with a signed-in browser.
 */
import type { AppDatabase, Database } from '@hanabi/db';
import { users } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { createSession, SESSION_COOKIE_NAME } from '@hanabi/membership';
import type { FastifyInstance } from 'fastify';
import { buildAccounts } from '../../app.ts';
import { TestBrowser } from '../../auth/test-support/test-browser.ts';
import { type AccountsConfig, loadAccountsConfig } from '../../config.ts';
import type { PaymentProcessor } from '../payment-processor.ts';
import { createSandboxProcessor, type SandboxProcessor } from '../sandbox-processor.ts';

/** The last day of October in Japan: a plan entered now is next paid on 30 November (no 31st). */
export const HARNESS_START = new Date('2024-10-31T12:00:00+09:00');

export interface BillingHarness {
  app: FastifyInstance;
  db: AppDatabase;
  config: AccountsConfig;
  sandbox: SandboxProcessor;
  /** Delivers the notifications held so far, or waits for those under way (each as often as sent). */
  flushNotifications(): Promise<void>;
  now(): Date;
  advance(milliseconds: number): void;
  /** A confirmed member made in the database, and a browser signed in as them. */
  member(): Promise<{ id: number; browser: TestBrowser }>;
  guest(): TestBrowser;
  /** The service's log lines so far, parsed. */
  logs(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

let members = 0;

export interface BillingHarnessOptions {
  /** Puts a test's processor in front of the sandbox (e.g. one whose answers get lost). */
  wrap?: (sandbox: SandboxProcessor) => PaymentProcessor;
  /** `manual` (default) holds notifications until `flushNotifications()`; `immediate` sends them at once. */
  notifications?: 'manual' | 'immediate';
}

export async function startBillingHarness({
  wrap = (sandbox) => sandbox,
  notifications = 'manual',
}: BillingHarnessOptions = {}): Promise<BillingHarness> {
  const database: Database = await createTestDatabase();
  let now = HARNESS_START;
  const clock = () => now;
  const sandbox = createSandboxProcessor({ db: database.db, clock, notifications });
  const config = loadAccountsConfig({ APP_ENV: 'development' });
  const logLines: string[] = [];
  try {
    const app = await buildAccounts({
      database,
      config,
      logger: { write: (line) => logLines.push(line) },
      mailer: { send: async () => {} },
      payments: wrap(sandbox),
      // Tests carry refunds out themselves, in the order they choose.
      refundPollMs: false,
      clock,
    });
    const { db } = database;
    return {
      app,
      db,
      config,
      sandbox,
      flushNotifications: () => sandbox.sandbox.flushNotifications(),
      now: clock,
      advance(milliseconds) {
        now = new Date(now.getTime() + milliseconds);
      },
      async member() {
        members += 1;
        const [user] = await db
          .insert(users)
          .values({
            festaUserId: `B${String(members).padStart(10, '0')}`,
            email: `billing-${members}@example.jp`,
            passwordHash: 'not used: signed in through a session made here',
            emailConfirmedAt: now,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('member not created');
        const browser = new TestBrowser(app, config.accountsOrigin);
        browser.cookies.set(SESSION_COOKIE_NAME, await createSession(db, user.id, now));
        return { id: user.id, browser };
      },
      guest: () => new TestBrowser(app, config.accountsOrigin),
      logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
      async close() {
        await app.close();
        await sandbox.sandbox.written();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
