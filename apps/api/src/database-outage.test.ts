/**
 * The API as a real process, on PostgreSQL behind a proxy the test controls, while the database goes away
 * (decision 0031): a connection lost in the middle of a purchase's transaction used to stop the whole process.
 * Now the purchase answers 503 with the congestion message of spec §8, the ledger holds nothing half done, the
 * process goes on, and the same key completes the purchase once the database is back. PostgreSQL only: the
 * embedded database has no connection to lose.
 */
import { API_ERRORS } from '@hanabi/contract';
import { episodePurchases, type ServerDatabase, users } from '@hanabi/db';
import {
  createProxiedTestDatabase,
  holdLocks,
  type ProxiedTestDatabase,
  type ServiceProcess,
  type TcpProxy,
  waitForLockWaiters,
} from '@hanabi/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buyerWith,
  COMPLETED_ONCE,
  ledgerFacts,
  newKey,
  PENDING_NOTHING_SPENT,
  purchaseOverHttp,
} from './modules/purchases/purchase-test-support.ts';
import { episodeForSale, insertTitle, TEST_NOW } from './test/catalogue-fixtures.ts';
import { startApiProcess } from './test/server-process.ts';

const source = inject('hanabiTestDatabase');

const CONGESTED = { code: API_ERRORS.unavailable.code, message: API_ERRORS.unavailable.message };

describe.runIf(source.kind === 'postgres')('the API process while its PostgreSQL database goes away', () => {
  let lab: ProxiedTestDatabase;
  let database: ServerDatabase;
  let proxy: TcpProxy;
  let api: { server: ServiceProcess; url: string };

  beforeAll(async () => {
    lab = await createProxiedTestDatabase();
    ({ database, proxy } = lab);
    // The test holds a lock until it breaks the connection: the purchase must still be waiting by then.
    api = await startApiProcess({ DATABASE_URL: proxy.url, DATABASE_LOCK_TIMEOUT_MS: '120000' });
  });

  afterAll(async () => {
    if (api?.server.alive()) {
      api.server.child.kill('SIGTERM');
      await api.server.exited;
    }
    await lab?.close();
  });

  /** Purchases of the member recorded and not settled: the intent step is behind them. */
  async function pendingPurchases(userId: number): Promise<number> {
    const rows = await database.db
      .select({ id: episodePurchases.id })
      .from(episodePurchases)
      .where(and(eq(episodePurchases.userId, userId), eq(episodePurchases.status, 'pending')));
    return rows.length;
  }

  /**
   * Starts a purchase and has it wait inside its settling transaction: the test locks the buyer's points first,
   * as the purchase does before it spends (`for no key update`, which still lets the purchase record its
   * intent). `loseConnection` runs while it waits; the lock is then let go.
   */
  async function purchaseCutShort(loseConnection: () => Promise<void>) {
    // The API process runs on the real clock: the buyer signs in on it.
    const buyer = await buyerWith(database.db, 1000, new Date());
    const query = { episode_id: await episodeForSale(database.db, 300), idempotency_key: newKey() };
    const release = await holdLocks(database.db, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.id, buyer.id)).for('no key update'),
    );
    const answer = purchaseOverHttp(api.url, buyer.token, query);
    try {
      await waitForLockWaiters(database.db);
      expect(await pendingPurchases(buyer.id)).toBe(1);
      await loseConnection();
    } finally {
      await release();
    }
    return { buyer, query, answer: await answer };
  }

  it.each([
    ['the network link to the database breaks', () => Promise.resolve(proxy.cutConnections())],
    [
      'the database server ends the session',
      async () => {
        await database.db.execute(sql`
          select pg_terminate_backend(pid, 10000) from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`);
      },
    ],
  ])(
    'a purchase whose connection is lost mid-transaction (%s) answers 503, spends nothing, and completes once retried',
    async (_how, loseConnection) => {
      const { buyer, query, answer } = await purchaseCutShort(loseConnection);

      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual(CONGESTED);
      expect(api.server.stderr()).toContain('A PostgreSQL connection failed and is discarded');
      expect(await ledgerFacts(database.db, buyer.id)).toEqual(PENDING_NOTHING_SPENT);

      const retry = await purchaseOverHttp(api.url, buyer.token, query);
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { contents: unknown }).contents).toMatchObject({
        status: 'completed',
        spent_festa_points: 300,
      });
      expect(await ledgerFacts(database.db, buyer.id)).toEqual(COMPLETED_ONCE);
      expect(api.server.alive()).toBe(true);
    },
  );

  it('answers reads 503 with the congestion message while the database is unreachable, and 200 once it is back', async () => {
    const titleId = await insertTitle(database.db);
    const readTitle = () => fetch(`${api.url}/v1/titles/${titleId}`, { headers: { 'x-debug-time': TEST_NOW } });
    expect((await readTitle()).status).toBe(200);

    await proxy.goOffline();
    try {
      const read = await readTitle();
      expect(read.status).toBe(503);
      expect(await read.json()).toEqual(CONGESTED);
      const health = await fetch(`${api.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ code: 2000, contents: { status: 'degraded', database: 'unreachable' } });
      expect(api.server.alive()).toBe(true);
    } finally {
      await proxy.goOnline();
    }

    const served = await readTitle();
    expect(served.status).toBe(200);
    expect(((await served.json()) as { contents: { id: number } }).contents.id).toBe(titleId);
  });
});
