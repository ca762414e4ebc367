/**
 * A PostgreSQL server that goes away, stalls, runs out of connections or holds a lock too long (decision 0031):
 * the statement that meets it fails with an error `isDatabaseUnavailable` recognises, the process goes on (a
 * connection lost mid-transaction used to be an unhandled 'error' event that stopped it), and the pool serves
 * the next query once the server is back. PostgreSQL only: the embedded database has no connection to lose.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database, type ServerDatabase } from './client.ts';
import type { ConnectionLimits } from './connection-limits.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { tags } from './schema/index.ts';
import type { TcpProxy } from './testing/tcp-proxy.ts';
import { createProxiedTestDatabase, holdLocks, type ProxiedTestDatabase, waitUntil } from './testing.ts';

const source = inject('hanabiTestDatabase');

/** What a caller sees of a failed call: the error itself, to be classified. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

/** The error and what it wraps (Drizzle puts the driver's error in `cause`), as message and code. */
function chainOf(error: unknown): { message: string; code: unknown }[] {
  const chain = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    chain.push({ message: current.message, code: (current as { code?: unknown }).code });
  }
  return chain;
}

describe.runIf(source.kind === 'postgres')('PostgreSQL connection failures', () => {
  let lab: ProxiedTestDatabase;
  let server: ServerDatabase;
  let proxy: TcpProxy;
  const opened: Database[] = [];

  beforeAll(async () => {
    lab = await createProxiedTestDatabase();
    ({ database: server, proxy } = lab);
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await lab?.close();
  });

  /** The test database through the proxy, with these limits, collecting the warnings it reports. */
  async function openThroughProxy(limits: Partial<ConnectionLimits> = {}) {
    const warnings: string[] = [];
    const database = await createDatabase({ url: proxy.url, limits, warn: (message) => warnings.push(message) });
    opened.push(database);
    return { db: database.db, warnings };
  }

  it('opens every connection with the configured timeouts, and the defaults when none are given', async () => {
    const settings = sql`select current_setting('statement_timeout') as statement,
      current_setting('lock_timeout') as lock,
      current_setting('idle_in_transaction_session_timeout') as idle`;
    const configured = await openThroughProxy({
      statementTimeoutMs: 1_234,
      lockTimeoutMs: 567,
      idleInTransactionTimeoutMs: 8_900,
    });
    expect((await configured.db.execute(settings)).rows[0]).toEqual({
      statement: '1234ms',
      lock: '567ms',
      idle: '8900ms',
    });
    const defaults = await openThroughProxy();
    expect((await defaults.db.execute(settings)).rows[0]).toEqual({ statement: '10s', lock: '5s', idle: '30s' });
  });

  it('fails a transaction whose connection drops, warns once, and serves the next query on a new connection', async () => {
    const { db, warnings } = await openThroughProxy();
    const error = await failureOf(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.cutConnections();
        await tx.execute(sql`select pg_sleep(1)`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    await waitUntil('the lost connection is reported', () => warnings.length > 0);
    expect(warnings).toEqual([expect.stringMatching(/^A PostgreSQL connection failed and is discarded: /)]);
    expect((await db.execute(sql`select 2 as two`)).rows).toEqual([{ two: 2 }]);
  });

  it('fails a transaction whose session the server ends (pg_terminate_backend) while a statement runs', async () => {
    const { db, warnings } = await openThroughProxy({ statementTimeoutMs: 0 });
    const running = failureOf(db.transaction((tx) => tx.execute(sql`select pg_sleep(60)`)));
    await waitUntil('the statement runs', async () => {
      const { rows } = await server.db.execute<{ running: number }>(sql`
        select count(*)::int as running from pg_stat_activity
        where datname = current_database() and wait_event = 'PgSleep'`);
      return rows[0]?.running === 1;
    });
    await server.db.execute(sql`
      select pg_terminate_backend(pid, 10000) from pg_stat_activity
      where datname = current_database() and wait_event = 'PgSleep'`);
    expect(isDatabaseUnavailable(await running)).toBe(true);
    await waitUntil('the ended session is reported', () => warnings.length > 0);
    expect(warnings).toEqual([expect.stringMatching(/^A PostgreSQL connection failed and is discarded: /)]);
    expect((await db.execute(sql`select 3 as three`)).rows).toEqual([{ three: 3 }]);
  });

  it('fails queries and transactions while the server refuses connections, and works again once it is back', async () => {
    const { db, warnings } = await openThroughProxy();
    await proxy.goOffline();
    try {
      // The pool's open connection is lost first, so that the query must open a new one.
      await waitUntil('the idle connection is reported lost', () => warnings.length > 0);
      const query = await failureOf(db.execute(sql`select 1`));
      expect(chainOf(query)).toContainEqual(expect.objectContaining({ code: 'ECONNREFUSED' }));
      expect(isDatabaseUnavailable(query)).toBe(true);
      expect(isDatabaseUnavailable(await failureOf(db.transaction((tx) => tx.execute(sql`select 1`))))).toBe(true);
    } finally {
      await proxy.goOnline();
    }
    expect((await db.execute(sql`select 4 as four`)).rows).toEqual([{ four: 4 }]);
  });

  it('gives up on a server that accepts connections but never answers, after the connect timeout', async () => {
    const { db, warnings } = await openThroughProxy({ connectTimeoutMs: 1_000 });
    proxy.stall();
    try {
      // The pool's open connection goes first, so that the query must open a new one.
      proxy.cutConnections();
      await waitUntil('the idle connection is reported lost', () => warnings.length > 0);
      const error = await failureOf(db.execute(sql`select 1`));
      expect(chainOf(error)).toContainEqual(
        expect.objectContaining({ message: 'Connection terminated due to connection timeout' }),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await proxy.goOnline();
    }
  });

  it('gives up waiting for a connection when the pool is exhausted', async () => {
    const { db } = await openThroughProxy({ poolSize: 1, connectTimeoutMs: 1_000 });
    let finish = () => {};
    const holding = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    try {
      const error = await failureOf(db.execute(sql`select 1`));
      expect(chainOf(error)).toContainEqual(
        expect.objectContaining({ message: 'timeout exceeded when trying to connect' }),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      finish();
      await holding;
    }
  });

  it('cancels a statement past the statement timeout', async () => {
    const { db } = await openThroughProxy({ statementTimeoutMs: 200 });
    const error = await failureOf(db.execute(sql`select pg_sleep(30)`));
    expect(chainOf(error)).toContainEqual(expect.objectContaining({ code: '57014' }));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('gives up on a lock held longer than the lock timeout', async () => {
    const { db } = await openThroughProxy({ lockTimeoutMs: 200 });
    const [tag] = await server.db.insert(tags).values({ name: 'ロック待ちテスト' }).returning({ id: tags.id });
    if (!tag) throw new Error('the tag was not inserted');
    const release = await holdLocks(server.db, (tx) =>
      tx.execute(sql`select id from tags where id = ${tag.id} for update`),
    );
    try {
      const error = await failureOf(
        db.transaction((tx) => tx.execute(sql`select id from tags where id = ${tag.id} for update`)),
      );
      expect(chainOf(error)).toContainEqual(expect.objectContaining({ code: '55P03' }));
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await release();
    }
  });

  it('ends a session left idle inside a transaction, and the transaction fails without stopping the process', async () => {
    const { db, warnings } = await openThroughProxy({ idleInTransactionTimeoutMs: 200 });
    const error = await failureOf(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await waitUntil('the server ends the idle session', () => warnings.length > 0);
        await tx.execute(sql`select 2`);
      }),
    );
    expect(warnings[0]).toContain('idle-in-transaction timeout');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await db.execute(sql`select 5 as five`)).rows).toEqual([{ five: 5 }]);
  });

  it('does not count mistakes in our SQL or data as the database being unavailable', async () => {
    const { db } = await openThroughProxy();
    expect(isDatabaseUnavailable(await failureOf(db.execute(sql`select * from no_such_table`)))).toBe(false);
    await db.insert(tags).values({ name: '重複テスト' });
    expect(isDatabaseUnavailable(await failureOf(db.insert(tags).values({ name: '重複テスト' })))).toBe(false);
  });
});
