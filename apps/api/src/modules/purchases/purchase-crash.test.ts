/**
 * Crash injection (issue 6): a real API process is killed (SIGKILL) at each step of a purchase, restarted on
 * the same database, and the buyer retries with the same key. Whatever the step, the ledger stays balanced,
 * a debit exists exactly when the entitlement does, and the retry completes the purchase with one debit.
 * Runs on PGlite (a data folder the process owns) and, in CI, on PostgreSQL.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CRASH_STEPS, type CrashStep } from '../../lib/crash-points.ts';
import { episodeForSale } from '../../test/catalogue-fixtures.ts';
import { startApiProcess } from '../../test/server-process.ts';
import {
  buyerWith,
  COMPLETED_ONCE,
  type LedgerFacts,
  ledgerFacts,
  newKey,
  PENDING_NOTHING_SPENT,
  type PurchaseQuery,
  purchaseOverHttp,
} from './purchase-test-support.ts';

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
    // One process: with cluster workers the primary would outlive the killed worker (decision 0056).
    env: { DATABASE_URL: url, API_WORKERS: '1' },
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
async function startCrashingApi(lab: CrashLab, crashAt?: CrashStep) {
  const { server, url } = await startApiProcess({ ...lab.env, HANABI_CRASH_AT: crashAt ?? '' });
  return { server, purchase: (token: string, query: PurchaseQuery) => purchaseOverHttp(url, token, query) };
}

/** What the database holds right after the process died at each step. */
const AFTER_CRASH: Record<CrashStep, LedgerFacts> = {
  after_intent: PENDING_NOTHING_SPENT,
  after_debit: PENDING_NOTHING_SPENT,
  before_answer: COMPLETED_ONCE,
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

      const crashing = await startCrashingApi(lab, step);
      await expect(crashing.purchase(buyer.token, query)).rejects.toThrow();
      expect(await crashing.server.exited).toEqual({ code: null, signal: 'SIGKILL' });

      database = await lab.open();
      expect(await ledgerFacts(database.db, buyer.id)).toEqual(AFTER_CRASH[step]);
      await lab.release(database);

      const restarted = await startCrashingApi(lab);
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
      expect(await ledgerFacts(database.db, buyer.id)).toEqual(COMPLETED_ONCE);
      await lab.release(database);
    },
    120_000,
  );
});
