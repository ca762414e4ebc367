/**
 * The real sign-in service on a fresh test database, for inject tests: a clock the test moves, the
 * development mailbox in a temporary folder (read back through GET /dev/mailbox like an operator would), and
 * browsers that keep cookies. Sign-in mails leave after the answer: `mailSent` waits for them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDatabase, Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { hashPassword } from '@hanabi/passwords';
import type { FastifyInstance } from 'fastify';
import { buildAccounts } from '../../app.ts';
import { createSandboxProcessor } from '../../billing/sandbox-processor.ts';
import { type AccountsConfig, loadAccountsConfig } from '../../config.ts';
import { createDevMailbox } from '../../mail/dev-mailbox.ts';
import { createMailOutbox } from '../../mail/mail-outbox.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { confirmEmailAddress } from '../confirm-email-address.ts';
import { createMember, type MemberAccount } from '../member-accounts.ts';
import { decodeHtml, TestBrowser } from './test-browser.ts';

export interface AccountsHarness {
  app: FastifyInstance;
  db: AppDatabase;
  config: AccountsConfig;
  /** The service's now; `advance` moves it. */
  now(): Date;
  advance(milliseconds: number): void;
  browser(remoteAddress?: string): TestBrowser;
  /** Waits until every mail asked for so far has been sent, and fails if one could not be. */
  mailSent(): Promise<void>;
  /** The development mailbox page, once every mail asked for so far has been sent. */
  mailbox(): Promise<string>;
  /** The newest link in the development mailbox starting with `<accounts origin><path>`, read from its page. */
  mailboxLink(path: string): Promise<string>;
  /** A member with a confirmed address, made directly in the database. */
  member(email: string, password: string): Promise<MemberAccount>;
  /** The service's log so far, one JSON line each. */
  logText(): string;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Stands between the service and the development mailbox (e.g. a mail server that does not answer). */
  wrapMailer?: (devMailbox: Mailer) => Mailer;
}

export async function startAccountsHarness(
  env: Record<string, string> = {},
  { wrapMailer = (devMailbox) => devMailbox }: HarnessOptions = {},
): Promise<AccountsHarness> {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'hanabi-mail-'));
  // Development, so that the mailbox is served; a test passes APP_ENV for another (empty: unset).
  const config = loadAccountsConfig({ APP_ENV: 'development', MAIL_DIR: mailDir, ...env });
  let database: Database | undefined;
  try {
    database = await createTestDatabase();
    let now = new Date('2024-10-01T03:00:00Z');
    const mailer = wrapMailer(createDevMailbox({ dir: config.mailDir, from: config.mailFrom, log: () => {} }));
    const mailFailures: unknown[] = [];
    const mailOutbox = createMailOutbox(mailer, (error) => mailFailures.push(error));
    const logLines: string[] = [];
    const app = await buildAccounts({
      database,
      config,
      logger: { write: (line) => logLines.push(line) },
      mailer,
      mailOutbox,
      payments: createSandboxProcessor({ db: database.db }),
      clock: () => now,
    });
    const { db } = database;
    const openDatabase = database;
    const admin = new TestBrowser(app, config.accountsOrigin);
    const mailSent = async () => {
      await mailOutbox.settled();
      if (mailFailures.length > 0) throw new Error('a sign-in mail could not be sent', { cause: mailFailures[0] });
    };
    const mailbox = async () => {
      await mailSent();
      return (await admin.get('/dev/mailbox')).body;
    };
    return {
      app,
      db,
      config,
      now: () => now,
      advance: (milliseconds) => {
        now = new Date(now.getTime() + milliseconds);
      },
      browser: (remoteAddress) => new TestBrowser(app, config.accountsOrigin, remoteAddress),
      mailSent,
      mailbox,
      async mailboxLink(linkPath) {
        const page = await mailbox();
        const prefix = `${config.accountsOrigin}${linkPath}`;
        const href = [...page.matchAll(/href="([^"]*)"/g)]
          .map((match) => decodeHtml(match[1] ?? ''))
          .find((link) => link.startsWith(prefix));
        if (!href) throw new Error(`no link to ${prefix} in the mailbox:\n${page}`);
        return href;
      },
      async member(email, password) {
        const created = await createMember(db, { email, passwordHash: await hashPassword(password), now });
        if (!created) throw new Error(`${email} is registered already`);
        await confirmEmailAddress(db, created.id, now);
        return created;
      },
      logText: () => logLines.join(''),
      async close() {
        await app.close();
        await openDatabase.close();
        await rm(mailDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.close();
    await rm(mailDir, { recursive: true, force: true });
    throw error;
  }
}
