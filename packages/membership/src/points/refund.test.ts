/**
 * Refunding a purchase in the ledger (decision 0052): the compensating transaction gives back exactly what
 * the purchase took, to the same accounts and gift lot, once; and the ledger audit reports each way a refund
 * can be wrong — points given back without a refund record, a refund that does not cancel its debit, a
 * refunded purchase whose episode is still owned — and nothing else.
 */
import type { AppDatabase, Database } from '@hanabi/db';
import {
  episodeEntitlements,
  episodePurchaseRefunds,
  episodePurchases,
  episodes,
  operators,
  pointEntries,
  pointTransactions,
  users,
} from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { broken, finding } from '../test-support/ledger-findings.ts';
import { giveReceivedGiftPoints, topUpPaidPoints } from '../testing/points-with-cause.ts';
import { pointBalances } from './ledger.ts';
import { auditLedger } from './ledger-audit.ts';
import { purchaseDebitReference, purchaseRefundReference, refundPurchasePoints } from './refund.ts';
import { lockMemberPoints, spendPoints } from './spend.ts';

const NOW = new Date('2025-10-01T12:00:00+09:00');
const LATER = new Date('2025-10-02T12:00:00+09:00');
const IN_30_DAYS = new Date(NOW.getTime() + 30 * 24 * 60 * 60 * 1000);

describe('refunding a purchase in the ledger', () => {
  let database: Database;
  let db: AppDatabase;
  let userId: number;
  let operatorId: number;
  let purchaseId: number;
  let price: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    const [user] = await db
      .insert(users)
      .values({ festaUserId: 'F0000000052', email: 'refund@example.jp', passwordHash: 'x' })
      .returning({ id: users.id });
    const [operator] = await db
      .insert(operators)
      .values({ email: 'accounting@operators.hanabi.test', name: '経理', role: 'accounting' })
      .returning({ id: operators.id });
    const [episode] = await db
      .select({ id: episodes.id, price: episodes.pricePoints })
      .from(episodes)
      .where(sql`${episodes.pricePoints} > 100`)
      .orderBy(episodes.id)
      .limit(1);
    if (!user || !operator || !episode?.price) throw new Error('no member, operator or episode for sale');
    userId = user.id;
    operatorId = operator.id;
    price = episode.price;
    await topUpPaidPoints(db, { userId, points: 1000, now: NOW });
    await giveReceivedGiftPoints(db, { userId, points: 100, expiresAt: IN_30_DAYS });
    // A purchase as the API completes it: the 100 gift points first, the rest festa points, and the episode.
    const [purchase] = await db
      .insert(episodePurchases)
      .values({
        userId,
        episodeId: episode.id,
        idempotencyKey: 'refund-key',
        pricePoints: price,
        requestedAt: NOW,
        status: 'completed',
        completedAt: NOW,
        spentGiftPoints: 100,
        spentFestaPoints: price - 100,
      })
      .returning({ id: episodePurchases.id });
    if (!purchase) throw new Error('no purchase');
    purchaseId = purchase.id;
    await db.transaction(async (tx) => {
      await lockMemberPoints(tx, userId);
      await spendPoints(tx, { userId, points: price, reference: purchaseDebitReference(purchaseId), now: NOW });
      await tx.insert(episodeEntitlements).values({ userId, episodeId: episode.id, purchaseId, grantedAt: NOW });
    });
  });
  afterEach(async () => {
    await database.close();
  });

  /** The refund as the operator API writes it: ledger, entitlement and record, optionally leaving one out. */
  function refund(leaveOut: { entitlement?: boolean; record?: boolean } = {}) {
    return db.transaction(async (tx) => {
      await lockMemberPoints(tx, userId);
      const result = await refundPurchasePoints(tx, { userId, purchaseId, now: LATER });
      if (!leaveOut.entitlement)
        await tx.delete(episodeEntitlements).where(eq(episodeEntitlements.purchaseId, purchaseId));
      if (!leaveOut.record) await recordRefund(tx);
      return result;
    });
  }
  const recordRefund = (tx: AppDatabase) =>
    tx.insert(episodePurchaseRefunds).values({ purchaseId, userId, operatorId, reason: 'テスト', refundedAt: LATER });

  it('gives back the gift lot and the festa points the purchase took, and the audit holds', async () => {
    expect(await pointBalances(db, userId, LATER)).toEqual({ festa: 1100 - price, gift: 0, total: 1100 - price });

    expect(await refund()).toMatchObject({ gift: 100, festa: price - 100 });

    expect(await pointBalances(db, userId, LATER)).toEqual({ festa: 1000, gift: 100, total: 1100 });
    const audit = await auditLedger(db);
    expect(broken(audit)).toEqual([]);
    expect(audit.invariants).toHaveLength(20);
    expect(audit.accountTotals.episode_sales).toBe(0);
    expect(finding(audit, 'refund-credited')).toMatchObject({ examined: 1, offendingCount: 0 });
    expect(finding(audit, 'refund-has-record')).toMatchObject({ examined: 1, offendingCount: 0 });
    expect(finding(audit, 'purchase-entitled')).toMatchObject({ examined: 0 });
  });

  it('refunds a purchase once: a second refund of its debit is refused and writes nothing', async () => {
    await refund();
    await expect(refund({ entitlement: true, record: true })).rejects.toThrow();
    expect(await pointBalances(db, userId, LATER)).toEqual({ festa: 1000, gift: 100, total: 1100 });
  });

  it('reports points given back without a refund record, the episode it took away, and the sales', async () => {
    const { transactionId } = await refund({ record: true });
    const audit = await auditLedger(db);
    expect(broken(audit)).toEqual(['purchase-entitled', 'refund-has-record', 'sales-match-purchases']);
    expect(finding(audit, 'refund-has-record')).toMatchObject({ offendingIds: [transactionId] });
  });

  it('reports a refunded purchase whose episode is still owned', async () => {
    await refund({ entitlement: true });
    expect(broken(await auditLedger(db))).toEqual(['entitlement-has-purchase']);
  });

  it('reports a refund record without its transaction, and one that gives back the wrong accounts', async () => {
    await db.transaction(async (tx) => {
      await tx.delete(episodeEntitlements).where(eq(episodeEntitlements.purchaseId, purchaseId));
      await recordRefund(tx);
    });
    expect(broken(await auditLedger(db))).toEqual(['refund-credited', 'sales-match-purchases']);

    // Everything given back as festa points: balanced, the right total, but the gift lot never refilled.
    const [wrong] = await db
      .insert(pointTransactions)
      .values({ kind: 'episode_refund', userId, reference: purchaseRefundReference(purchaseId) })
      .returning({ id: pointTransactions.id });
    if (!wrong) throw new Error('no transaction');
    await db.insert(pointEntries).values([
      { transactionId: wrong.id, account: 'member_festa', userId, amount: price },
      { transactionId: wrong.id, account: 'episode_sales', userId: null, amount: -price },
    ]);
    const audit = await auditLedger(db);
    expect(broken(audit)).toEqual(['refund-credited']);
    expect(finding(audit, 'refund-credited')).toMatchObject({ offendingIds: [purchaseId] });
  });
});
