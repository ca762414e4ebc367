import type { Database } from '@hanabi/db';
import { pointEntries, users } from '@hanabi/db';
import { createTestDatabase, violatedConstraint } from '@hanabi/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPoints, pointBalances } from './ledger.ts';

const NOW = new Date('2025-10-01T12:00:00+09:00');
const DAY = 24 * 60 * 60 * 1000;

describe('points ledger', () => {
  let database: Database;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ festaUserId: 'F0000000001', email: 'ledger@example.jp', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    userId = user.id;
  });
  afterAll(async () => {
    await database.close();
  });

  it('credits festa points for a top-up and gift points for a present, and totals them', async () => {
    await grantPoints(database.db, { kind: 'top_up', userId, points: 1000, reference: 'payment:1', now: NOW });
    await grantPoints(database.db, {
      kind: 'present',
      userId,
      points: 300,
      reference: 'present:1',
      now: NOW,
      expiresAt: new Date(NOW.getTime() + 30 * DAY),
    });
    expect(await pointBalances(database.db, userId, NOW)).toEqual({ festa: 1000, gift: 300, total: 1300 });
  });

  it('grants a reference once, however often it is replayed', async () => {
    const first = await grantPoints(database.db, {
      kind: 'top_up',
      userId,
      points: 500,
      reference: 'payment:2',
      now: NOW,
    });
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        grantPoints(database.db, { kind: 'top_up', userId, points: 500, reference: 'payment:2', now: NOW }),
      ),
    );
    expect(first.created).toBe(true);
    expect(again.map((result) => result.created)).toEqual([false, false, false]);
    expect(again.every((result) => result.transactionId === first.transactionId)).toBe(true);
    expect((await pointBalances(database.db, userId, NOW)).festa).toBe(1500);
  });

  it('stops counting gift points once their lot has expired', async () => {
    const later = new Date(NOW.getTime() + 31 * DAY);
    expect(await pointBalances(database.db, userId, later)).toEqual({ festa: 1500, gift: 0, total: 1500 });
  });

  it('keeps every transaction balanced: the service-side counterpart mirrors the member', async () => {
    const { rows } = await database.db.execute<{ unbalanced: string }>(
      sql`select count(*) as unbalanced from (select transaction_id from point_entries group by transaction_id having sum(amount) <> 0) t`,
    );
    expect(Number(rows[0]?.unbalanced)).toBe(0);
  });

  it('refuses to change or delete an entry', async () => {
    const update = await database.db
      .update(pointEntries)
      .set({ amount: 999_999 })
      .where(eq(pointEntries.userId, userId))
      .catch((error: unknown) => error);
    expect(String((update as Error).cause ?? update)).toContain('append-only');
    const remove = await database.db
      .delete(pointEntries)
      .where(eq(pointEntries.userId, userId))
      .catch((error: unknown) => error);
    expect(String((remove as Error).cause ?? remove)).toContain('append-only');
    expect((await pointBalances(database.db, userId, NOW)).festa).toBe(1500);
  });

  it('refuses an unbalanced transaction at commit', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        const { transactionId } = await grantPoints(tx, {
          kind: 'top_up',
          userId,
          points: 100,
          reference: 'payment:unbalanced',
          now: NOW,
        });
        await tx.insert(pointEntries).values({ transactionId, account: 'member_festa', userId, amount: 50 });
      })
      .catch((caught: unknown) => caught);
    expect(violatedConstraint(error)).toBe('point_transactions_balanced');
    expect((await pointBalances(database.db, userId, NOW)).festa).toBe(1500);
  });

  it('refuses a grant of zero or negative points', async () => {
    for (const points of [0, -10, 1.5]) {
      await expect(
        grantPoints(database.db, { kind: 'top_up', userId, points, reference: `payment:bad-${points}`, now: NOW }),
      ).rejects.toThrow(RangeError);
    }
  });
});
