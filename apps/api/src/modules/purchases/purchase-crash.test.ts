/**
 * Crash injection (issue 6): a real API process is killed (SIGKILL) at each step of a purchase, restarted on
 * the same database, and the buyer retries with the same key. Whatever the step, the ledger stays balanced,
 * a debit exists exactly when the entitlement does, and the retry completes the purchase with one debit.
 * Runs on PGlite (a data folder the process owns) and, in CI, on PostgreSQL.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auditLedger, createDatabase, type Database, episodePurchases } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CRASH_STEPS, type CrashStep } from '../../lib/crash-points.ts';
import { TEST_REQUEST_FORM_KEY, TEST_WEB_ORIGIN } from '../../test/build-test-api.ts';
import { episodeForSale } from '../../test/catalogue-fixtures.ts';
import { freePort, runServer, waitForHealth } from '../../test/server-process.ts';
import { balanceOf, buyerWith, entitlementsOf, newKey, purchaseDebits } from './purchase-test-support.ts';

/** Where the API process keeps its data, and how the test opens the same database between runs. */
interface CrashLab {
  env: Record<string, string>;
  open(): Promise<Database>;
  /** Lets the API process have the database (the embedded one has a single owner). */
  release(database: Database): Promise<void>;
  dispose(): Promise<void>;
}

async function embeddedLab(snapshotPath: string): Promise<CrashLab> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hanabi-crash-'));
  const dbDir = path.join(dataDir, 'db');
  const first = await createDatabase({ dataDir: dbDir, loadDataDir: new Blob([await readFile(snapshotPath)]) });
  await first.close();
  return {
    env: { HANABI_DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => createDatabase({ dataDir: dbDir }),
    release: (database) => database.close(),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function serverLab(): Promise<CrashLab> {
  const database = await createTestDatabase();
  if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  const url = database.pool.options.connectionString;
  if (!url) throw new Error('the test database has no URL');
  return {
    env: { DATABASE_URL: url },
    open: async () => database,
    release: async () => {},
    dispose: () => database.close(),
  };
}

function createLab(): Promise<CrashLab> {
  const source = inject('hanabiTestDatabase');
  return source.kind === 'pglite' ? embeddedLab(source.snapshotPath) : serverLab();
}

/** Starts the API on the lab's database and waits until it answers. */
async function startApiProcess(lab: CrashLab, crashAt?: CrashStep) {
  const port = await freePort();
  const server = runServer({
    ...lab.env,
    API_PORT: String(port),
    APP_ENV: 'development',
    WEB_ORIGIN: TEST_WEB_ORIGIN,
    REQUEST_FORM_KEY: TEST_REQUEST_FORM_KEY.toString('base64'),
    HANABI_CRASH_AT: crashAt ?? '',
  });
  await waitForHealth(`http://127.0.0.1:${port}/health`, server.exited);
  const purchase = (token: string, query: { episode_id: number; idempotency_key: string }) =>
    fetch(
      `http://127.0.0.1:${port}/v1/episode/purchase?episode_id=${query.episode_id}&idempotency_key=${query.idempotency_key}`,
      {
        method: 'POST',
        headers: {
          origin: TEST_WEB_ORIGIN,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          cookie: `festa_auth=${token}`,
        },
        body: '{}',
      },
    );
  return { server, purchase };
}

/** What a viewer and an operator would check after the crash. */
async function ledgerFacts(database: Database, userId: number) {
  const { db } = database;
  const purchases = await db
    .select({ status: episodePurchases.status })
    .from(episodePurchases)
    .where(eq(episodePurchases.userId, userId));
  return {
    /** Every invariant of `npm run ledger:check` (balanced, debit ⇔ entitlement, no overdraft…). */
    ledgerHolds: (await auditLedger(db)).holds,
    debits: await purchaseDebits(db, userId),
    entitlements: (await entitlementsOf(db, userId)).length,
    purchases: purchases.map((row) => row.status),
    festa: (await balanceOf(db, userId)).festa,
  };
}

/** What the database holds right after the process died at each step. */
const AFTER_CRASH: Record<CrashStep, Awaited<ReturnType<typeof ledgerFacts>>> = {
  after_intent: { ledgerHolds: true, debits: 0, entitlements: 0, purchases: ['pending'], festa: 1000 },
  after_debit: { ledgerHolds: true, debits: 0, entitlements: 0, purchases: ['pending'], festa: 1000 },
  before_answer: { ledgerHolds: true, debits: 1, entitlements: 1, purchases: ['completed'], festa: 700 },
};

describe('a purchase survives the API process being killed', () => {
  const labs: CrashLab[] = [];
  afterAll(async () => {
    await Promise.all(labs.map((lab) => lab.dispose()));
  });

  it.each(CRASH_STEPS)(
    'killed at %s: consistent after restart, and the same key completes it once',
    async (step) => {
      const lab = await createLab();
      labs.push(lab);
      let database = await lab.open();
      // The API process runs on the real clock: the buyer signs in on it.
      const buyer = await buyerWith(database.db, 1000, new Date());
      const query = { episode_id: await episodeForSale(database.db, 300), idempotency_key: newKey() };
      await lab.release(database);

      const crashing = await startApiProcess(lab, step);
      await expect(crashing.purchase(buyer.token, query)).rejects.toThrow();
      expect(await crashing.server.exited).toEqual({ code: null, signal: 'SIGKILL' });

      database = await lab.open();
      expect(await ledgerFacts(database, buyer.id)).toEqual(AFTER_CRASH[step]);
      await lab.release(database);

      const restarted = await startApiProcess(lab);
      try {
        const retry = await restarted.purchase(buyer.token, query);
        expect(retry.status).toBe(200);
        expect(((await retry.json()) as { contents: unknown }).contents).toMatchObject({
          status: 'completed',
          spent_festa_points: 300,
        });
      } finally {
        restarted.server.child.kill('SIGTERM');
      }
      expect((await restarted.server.exited).code).toBe(0);

      database = await lab.open();
      expect(await ledgerFacts(database, buyer.id)).toEqual({
        ledgerHolds: true,
        debits: 1,
        entitlements: 1,
        purchases: ['completed'],
        festa: 700,
      });
      await lab.release(database);
    },
    120_000,
  );
});
