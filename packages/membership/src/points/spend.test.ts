import type { Database } from '@hanabi/db';
import { pointEntries, pointTransactions, users } from '@hanabi/db';
import { createTestDatabase, violatedConstraint } from '@hanabi/db/testing';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { grantPoints, pointBalances } from './ledger.ts';
import { InsufficientPointsError, lockMemberPoints, spendPoints } from './spend.ts';

const NOW = new Date('2025-10-01T12:00:00+09:00');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

describe('spending points', () => {
  let database: Database;
  let userId: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ festaUserId: 'F0000000002', email: 'spend@example.jp', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    userId = user.id;
  });
  afterEach(async () => {
    await database.close();
  });

  const present = (reference: string, points: number, expiresAt: Date, now = NOW) =>
    grantPoints(database.db, { kind: 'present', userId, points, reference, now, expiresAt });
  const topUp = (reference: string, points: number) =>
    grantPoints(database.db, { kind: 'top_up', userId, points, reference, now: NOW });
  const spend = (reference: string, points: number, now = NOW) =>
    database.db.transaction(async (tx) => {
      await lockMemberPoints(tx, userId);
      return spendPoints(tx, { userId, points, reference, now });
    });

  it('spends gift points before festa points, the soonest-expiring lot first', async () => {
    const later = await present('present:later', 100, inDays(60));
    const sooner = await present('present:sooner', 100, inDays(10));
    await topUp('payment:1', 500);

    const result = await spend('purchase:1', 250);

    expect(result).toMatchObject({ gift: 200, festa: 50 });
    const debits = await database.db
      .select({ account: pointEntries.account, amount: pointEntries.amount, lot: pointEntries.lotTransactionId })
      .from(pointEntries)
      .where(eq(pointEntries.transactionId, result.transactionId))
      .orderBy(pointEntries.id);
    expect(debits).toEqual([
      { account: 'member_gift', amount: -100, lot: sooner.transactionId },
      { account: 'member_gift', amount: -100, lot: later.transactionId },
      { account: 'member_festa', amount: -50, lot: null },
      { account: 'episode_sales', amount: 250, lot: null },
    ]);
    expect(await pointBalances(database.db, userId, NOW)).toEqual({ festa: 450, gift: 0, total: 450 });
  });

  it('takes part of a lot and leaves the rest with its expiry', async () => {
    await present('present:1', 300, inDays(30));
    await spend('purchase:1', 120);
    expect(await pointBalances(database.db, userId, NOW)).toEqual({ festa: 0, gift: 180, total: 180 });
    expect(await pointBalances(database.db, userId, inDays(31))).toEqual({ festa: 0, gift: 0, total: 0 });
  });

  it('never spends an expired lot', async () => {
    await present('present:old', 300, inDays(5));
    await topUp('payment:1', 100);
    await expect(spend('purchase:1', 200, inDays(6))).rejects.toEqual(new InsufficientPointsError(100));
    const result = await spend('purchase:2', 100, inDays(6));
    expect(result).toMatchObject({ gift: 0, festa: 100 });
  });

  it('writes nothing when the balance falls short, and says how much is missing', async () => {
    await present('present:1', 100, inDays(30));
    await topUp('payment:1', 50);
    const error = await spend('purchase:1', 200).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InsufficientPointsError);
    expect((error as InsufficientPointsError).missing).toBe(50);
    const written = await database.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.reference, 'purchase:1'));
    expect(written).toEqual([]);
    expect(await pointBalances(database.db, userId, NOW)).toEqual({ festa: 50, gift: 100, total: 150 });
  });

  it('the database refuses a debit that overdraws festa points or a gift lot, whatever code writes it', async () => {
    const lot = await present('present:1', 100, inDays(30));
    await topUp('payment:1', 100);
    const overdraw = (entry: { account: 'member_festa' } | { account: 'member_gift'; lotTransactionId: number }) =>
      database.db
        .transaction(async (tx) => {
          const [transaction] = await tx
            .insert(pointTransactions)
            .values({ kind: 'episode_purchase', userId, reference: `purchase:over-${entry.account}` })
            .returning({ id: pointTransactions.id });
          if (!transaction) throw new Error('no transaction');
          await tx.insert(pointEntries).values([
            { transactionId: transaction.id, userId, amount: -150, expiresAt: inDays(30), ...entry },
            { transactionId: transaction.id, userId: null, account: 'episode_sales', amount: 150 },
          ]);
        })
        .catch((caught: unknown) => caught);

    expect(violatedConstraint(await overdraw({ account: 'member_festa' }))).toBe('point_entries_not_overdrawn');
    expect(violatedConstraint(await overdraw({ account: 'member_gift', lotTransactionId: lot.transactionId }))).toBe(
      'point_entries_not_overdrawn',
    );
    expect(await pointBalances(database.db, userId, NOW)).toEqual({ festa: 100, gift: 100, total: 200 });
  });
});
