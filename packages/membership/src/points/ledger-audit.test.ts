import type { Database } from '@hanabi/db';
import { episodeEntitlements, episodePurchases, episodes, pointEntries, pointTransactions, users } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { broken, finding } from '../test-support/ledger-findings.ts';
import { giveReceivedGiftPoints, topUpPaidPoints } from '../testing/points-with-cause.ts';
import { auditLedger } from './ledger-audit.ts';
import { lockMemberPoints, spendPoints } from './spend.ts';

const NOW = new Date('2025-10-01T12:00:00+09:00');
const IN_30_DAYS = new Date(NOW.getTime() + 30 * 24 * 60 * 60 * 1000);

describe('the ledger audit', () => {
  let database: Database;
  let userId: number;
  let episodeId: number;
  let price: number;
  /** The member's gift lot: 100 points from a present, expiring in 30 days. */
  let lotId: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ festaUserId: 'F0000000003', email: 'audit@example.jp', passwordHash: 'x' })
      .returning({ id: users.id });
    // Any episode of the demo catalogue sold on its own.
    const [episode] = await database.db
      .select({ id: episodes.id, price: episodes.pricePoints })
      .from(episodes)
      .where(sql`${episodes.pricePoints} is not null`)
      .orderBy(episodes.id)
      .limit(1);
    if (!user || !episode?.price) throw new Error('no member or no episode for sale');
    userId = user.id;
    episodeId = episode.id;
    price = episode.price;
    await topUpPaidPoints(database.db, { userId, points: 1000, now: NOW });
    ({ lotTransactionId: lotId } = await giveReceivedGiftPoints(database.db, {
      userId,
      points: 100,
      expiresAt: IN_30_DAYS,
    }));
  });
  afterEach(async () => {
    await database.close();
  });

  type Outcome = { status: 'pending' } | { status: 'failed' } | { status: 'completed'; gift: number; festa: number };

  async function insertPurchase(key: string, outcome: Outcome): Promise<number> {
    const [purchase] = await database.db
      .insert(episodePurchases)
      .values({
        userId,
        episodeId,
        idempotencyKey: key,
        pricePoints: price,
        requestedAt: NOW,
        status: outcome.status,
        ...(outcome.status === 'failed' && { failureReason: 'insufficient_points' as const }),
        ...(outcome.status === 'completed' && {
          completedAt: NOW,
          spentGiftPoints: outcome.gift,
          spentFestaPoints: outcome.festa,
        }),
      })
      .returning({ id: episodePurchases.id });
    if (!purchase) throw new Error('no purchase');
    return purchase.id;
  }

  const spend = (purchaseId: number) =>
    database.db.transaction(async (tx) => {
      await lockMemberPoints(tx, userId);
      return spendPoints(tx, { userId, points: price, reference: `purchase:${purchaseId}`, now: NOW });
    });

  const entitle = (purchaseId: number) =>
    database.db.insert(episodeEntitlements).values({ userId, episodeId, purchaseId, grantedAt: NOW });

  /** A purchase as the API completes it: 100 gift points first, the rest festa points. */
  async function completedPurchase(options: { entitled: boolean } = { entitled: true }): Promise<number> {
    const purchaseId = await insertPurchase('key-1', { status: 'completed', gift: 100, festa: price - 100 });
    await spend(purchaseId);
    if (options.entitled) await entitle(purchaseId);
    return purchaseId;
  }

  it('finds nothing wrong with a database where nothing was bought', async () => {
    const clean = await createTestDatabase();
    try {
      const audit = await auditLedger(clean.db);
      expect(audit.holds).toBe(true);
      expect(audit.invariants).toHaveLength(20);
      expect(audit.accountTotals).toEqual({
        member_festa: 0,
        member_gift: 0,
        points_sold: 0,
        points_given: 0,
        episode_sales: 0,
      });
    } finally {
      await clean.close();
    }
  });

  it('passes top-ups, presents and a completed purchase, and totals every account', async () => {
    await completedPurchase();
    await insertPurchase('key-2', { status: 'pending' });
    await insertPurchase('key-3', { status: 'failed' });

    const audit = await auditLedger(database.db);

    expect(broken(audit)).toEqual([]);
    expect(audit.holds).toBe(true);
    expect(audit.accountTotals).toEqual({
      member_festa: 1000 - (price - 100),
      member_gift: 0,
      points_sold: -1000,
      points_given: -100,
      episode_sales: price,
    });
    expect(finding(audit, 'purchase-debited')).toMatchObject({ examined: 1, offendingCount: 0, offendingIds: [] });
    expect(finding(audit, 'entitlement-has-purchase')).toMatchObject({ examined: 1, offendingCount: 0 });
    expect(finding(audit, 'transactions-balanced')).toMatchObject({ examined: 3, offendingCount: 0 });
  });

  it('reports a completed purchase without an entitlement', async () => {
    const purchaseId = await completedPurchase({ entitled: false });
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['purchase-entitled']);
    expect(finding(audit, 'purchase-entitled')).toMatchObject({ offendingCount: 1, offendingIds: [purchaseId] });
    expect(audit.holds).toBe(false);
  });

  it('reports an entitlement whose purchase is still pending', async () => {
    const purchaseId = await insertPurchase('key-1', { status: 'pending' });
    await entitle(purchaseId);
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['entitlement-has-purchase']);
    expect(finding(audit, 'entitlement-has-purchase')).toMatchObject({ offendingIds: [purchaseId] });
  });

  it('reports points taken for a failed purchase, and the sales they inflate', async () => {
    const purchaseId = await insertPurchase('key-1', { status: 'failed' });
    const { transactionId } = await spend(purchaseId);
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['debit-has-purchase', 'sales-match-purchases']);
    expect(finding(audit, 'debit-has-purchase')).toMatchObject({ offendingIds: [transactionId] });
    expect(finding(audit, 'sales-match-purchases')).toMatchObject({ difference: price });
  });

  it('reports a purchase whose recorded gift and festa amounts differ from what was debited', async () => {
    const purchaseId = await insertPurchase('key-1', { status: 'completed', gift: 0, festa: price });
    await spend(purchaseId);
    await entitle(purchaseId);
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['purchase-debited']);
    expect(finding(audit, 'purchase-debited')).toMatchObject({ offendingIds: [purchaseId] });
  });

  it('reports episode sales booked outside any purchase', async () => {
    await completedPurchase();
    // A balanced transaction, but an operator's hand-made refund to the wrong account.
    const [refund] = await database.db
      .insert(pointTransactions)
      .values({ kind: 'top_up', userId, reference: 'payment:refund' })
      .returning({ id: pointTransactions.id });
    if (!refund) throw new Error('no transaction');
    await database.db.insert(pointEntries).values([
      { transactionId: refund.id, account: 'member_festa', userId, amount: 50 },
      { transactionId: refund.id, account: 'episode_sales', userId: null, amount: -50 },
    ]);
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['top-up-has-payment', 'sales-match-purchases']);
    expect(finding(audit, 'top-up-has-payment')).toMatchObject({ offendingIds: [refund.id] });
    expect(finding(audit, 'sales-match-purchases')).toMatchObject({ examined: 1, difference: -50 });
    expect(audit.accountTotals.episode_sales).toBe(price - 50);
  });

  it('reports a transaction without entries', async () => {
    const [empty] = await database.db
      .insert(pointTransactions)
      .values({ kind: 'top_up', userId, reference: 'payment:empty' })
      .returning({ id: pointTransactions.id });
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['transactions-balanced', 'top-up-has-payment']);
    expect(finding(audit, 'transactions-balanced')).toMatchObject({ offendingIds: [empty?.id] });
  });

  it('reports a gift debit that does not carry its lot’s expiry', async () => {
    const [correction] = await database.db
      .insert(pointTransactions)
      .values({ kind: 'present', userId, reference: 'present:correction' })
      .returning({ id: pointTransactions.id });
    if (!correction) throw new Error('no transaction');
    const [debit] = await database.db
      .insert(pointEntries)
      .values([
        {
          transactionId: correction.id,
          account: 'member_gift',
          userId,
          amount: -10,
          lotTransactionId: lotId,
          expiresAt: NOW,
        },
        { transactionId: correction.id, account: 'points_given', userId: null, amount: 10 },
      ])
      .returning({ id: pointEntries.id });
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['gift-expiry-matches-lot', 'grant-has-present']);
    expect(finding(audit, 'gift-expiry-matches-lot')).toMatchObject({ offendingIds: [debit?.id] });
  });

  it('reports overdrawn festa points and gift lots, which only a bypassed database guard lets through', async () => {
    // The overdraft trigger (migration 0005) refuses this state at commit; this copy of the database
    // switches it off to plant what a bug in the trigger, or a hand-made correction, could leave.
    await database.db.execute(sql`alter table point_entries disable trigger point_entries_not_overdrawn`);
    const [reversal] = await database.db
      .insert(pointTransactions)
      .values({ kind: 'top_up', userId, reference: 'payment:reversal' })
      .returning({ id: pointTransactions.id });
    if (!reversal) throw new Error('no transaction');
    await database.db.insert(pointEntries).values([
      { transactionId: reversal.id, account: 'member_festa', userId, amount: -1200 },
      { transactionId: reversal.id, account: 'points_sold', userId: null, amount: 1200 },
      {
        transactionId: reversal.id,
        account: 'member_gift',
        userId,
        amount: -150,
        lotTransactionId: lotId,
        expiresAt: IN_30_DAYS,
      },
      { transactionId: reversal.id, account: 'points_given', userId: null, amount: 150 },
    ]);
    const audit = await auditLedger(database.db);
    expect(broken(audit)).toEqual(['festa-not-negative', 'gift-lots-not-negative', 'top-up-has-payment']);
    expect(finding(audit, 'festa-not-negative')).toMatchObject({ offendingIds: [userId] });
    expect(finding(audit, 'gift-lots-not-negative')).toMatchObject({ offendingIds: [lotId] });
  });
});
