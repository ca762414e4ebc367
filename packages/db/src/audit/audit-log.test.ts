/**
 * The audit log holds whatever code writes to it (decision 0042): the database refuses to change, remove or
 * empty it, and the hash chain shows a row changed or removed by someone who turned the guard off.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { auditLog } from '../schema/audit.ts';
import { createTestDatabase } from '../testing.ts';
import { AUDIT_GENESIS_HASH, appendAuditEntry } from './audit-chain.ts';
import { verifyAuditLog } from './audit-verify.ts';
import { canonicalJson } from './canonical-json.ts';

function append(database: Database, n: number) {
  return database.db.transaction((tx) =>
    appendAuditEntry(tx, {
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
      operatorId: null,
      clientAddress: '203.0.113.7',
      operation: 'title.update',
      targetType: 'title',
      targetId: n,
      before: { name: `旧タイトル ${n}`, tags: [1, 2] },
      after: { tags: [1, 2, 3], name: `新タイトル ${n}`, published_at: new Date(Date.UTC(2026, 0, 2)) },
    }),
  );
}

/** The driver's message, wherever Drizzle wrapped it. */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error && current.cause instanceof Error) current = current.cause;
    return current instanceof Error ? current.message : String(current);
  }
  return 'accepted';
}

describe('the audit log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('chains each entry to the one before, from the genesis hash, and verifies whole', async () => {
    const first = await append(database, 1);
    const second = await append(database, 2);

    expect(first.prevHash).toBe(AUDIT_GENESIS_HASH);
    expect(second.prevHash).toBe(first.hash);
    expect(await verifyAuditLog(database.db)).toEqual({ entries: 2, firstBreak: null, headHash: second.hash });
  });

  it('never forks the chain when writers append at once', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, n) => append(database, 100 + n)));

    const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(new Set(rows.map((row) => row.prevHash)).size).toBe(rows.length);
    expect((await verifyAuditLog(database.db)).firstBreak).toBeNull();
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { db } = database;
    const entries = await db.$count(auditLog);

    expect(
      await refusal(db.execute(sql`update audit_log set after = '{}' where id = (select min(id) from audit_log)`)),
    ).toMatch('audit_log is append-only: UPDATE refused');
    expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch('audit_log is append-only: DELETE refused');
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch('audit_log is append-only: TRUNCATE refused');
    expect(await db.$count(auditLog)).toBe(entries);
  });

  it('hashes values whatever the order of their keys, as jsonb gives them back', () => {
    expect(canonicalJson({ b: [1, { d: 'ア', c: null }], a: true })).toBe('{"a":true,"b":[1,{"c":null,"d":"ア"}]}');
  });
});

describe('the audit log altered by a superuser who turned its guard off', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let n = 1; n <= 4; n += 1) await append(database, n);
  });
  afterAll(() => database.close());

  async function unguarded(statement: ReturnType<typeof sql>): Promise<void> {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(statement);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
  }

  it('names the changed entry', async () => {
    const ids = (await database.db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id)).map(({ id }) => id);
    await unguarded(sql`update audit_log set after = jsonb_set(after, '{name}', '"すり替え"') where id = ${ids[1]}`);

    expect((await verifyAuditLog(database.db)).firstBreak).toEqual({ id: ids[1], reason: 'changed' });
  });

  it('names the entry after a removed one', async () => {
    const ids = (await database.db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id)).map(({ id }) => id);
    await unguarded(sql`delete from audit_log where id = ${ids[0]}`);

    expect((await verifyAuditLog(database.db)).firstBreak).toEqual({ id: ids[1], reason: 'unlinked' });
  });
});
