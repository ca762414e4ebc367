/**
 * The ledger audit ties granted points to their causes (decision 0037): each broken tie is reported by its
 * invariant, with the offending ids, and nothing else is.
 */

import type { AppDatabase, Database } from '@hanabi/db';
import { episodeEntitlements, episodePurchases, episodes, pointEntries, pointTransactions, users } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { broken, finding } from '../test-support/ledger-findings.ts';
import {
  giveReceivedGiftPoints,
  insertGiftPresent,
  insertTopUpPayment,
  topUpPaidPoints,
} from '../testing/points-with-cause.ts';
import { grantPoints, presentGrantReference, topUpReference } from './ledger.ts';
import { auditLedger } from './ledger-audit.ts';
import { lockMemberPoints, spendPoints } from './spend.ts';

const NOW = new Date('2025-10-01T12:00:00+09:00');
const DAY_MS = 24 * 60 * 60 * 1000;
const IN_30_DAYS = new Date(NOW.getTime() + 30 * DAY_MS);

let members = 0;
async function insertMember(db: AppDatabase): Promise<number> {
  members += 1;
  const [user] = await db
    .insert(users)
    .values({
      festaUserId: `G${String(members).padStart(10, '0')}`,
      email: `grants-${members}@example.jp`,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no member');
  return user.id;
}

describe('the ledger audit of granted points', () => {
  let database: Database;
  let db: AppDatabase;
  let member: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    member = await insertMember(db);
  });
  afterEach(async () => {
    await database.close();
  });

  it('passes top-ups of succeeded payments and grants of received presents, and counts what it read', async () => {
    await topUpPaidPoints(db, { userId: member, points: 500, now: NOW });
    await giveReceivedGiftPoints(db, { userId: member, points: 100, expiresAt: IN_30_DAYS });
    await insertTopUpPayment(db, { userId: member, points: 300, now: NOW, status: 'failed' });
    await insertGiftPresent(db, { userId: member, points: 100, now: NOW, received: false });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual([]);
    expect(finding(audit, 'top-up-credited')).toMatchObject({ examined: 1, offendingCount: 0 });
    expect(finding(audit, 'top-up-has-payment')).toMatchObject({ examined: 1, offendingCount: 0 });
    expect(finding(audit, 'present-granted')).toMatchObject({ examined: 1, offendingCount: 0 });
    expect(finding(audit, 'grant-has-present')).toMatchObject({ examined: 1, offendingCount: 0 });
  });

  it('reports festa points granted without a payment, or for one that did not succeed', async () => {
    const pending = await insertTopUpPayment(db, { userId: member, points: 300, now: NOW, status: 'pending' });
    const forNothing = await grantPoints(db, {
      kind: 'top_up',
      userId: member,
      points: 300,
      reference: 'payment:0',
      now: NOW,
    });
    const forPending = await grantPoints(db, {
      kind: 'top_up',
      userId: member,
      points: 300,
      reference: topUpReference(pending),
      now: NOW,
    });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual(['top-up-has-payment']);
    expect(finding(audit, 'top-up-has-payment')).toMatchObject({
      offendingCount: 2,
      offendingIds: [forNothing.transactionId, forPending.transactionId],
    });
  });

  it('reports a succeeded top-up payment whose points were never granted, or granted short', async () => {
    const neverGranted = await insertTopUpPayment(db, { userId: member, points: 1000, now: NOW });
    const grantedShort = await insertTopUpPayment(db, { userId: member, points: 1000, now: NOW });
    await grantPoints(db, {
      kind: 'top_up',
      userId: member,
      points: 900,
      reference: topUpReference(grantedShort),
      now: NOW,
    });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual(['top-up-credited']);
    expect(finding(audit, 'top-up-credited')).toMatchObject({ offendingIds: [neverGranted, grantedShort] });
  });

  it('reports festa points granted to someone other than the member who paid', async () => {
    const payment = await insertTopUpPayment(db, { userId: member, points: 500, now: NOW });
    const other = await insertMember(db);
    const { transactionId } = await grantPoints(db, {
      kind: 'top_up',
      userId: other,
      points: 500,
      reference: topUpReference(payment),
      now: NOW,
    });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual(['top-up-credited', 'top-up-has-payment']);
    expect(finding(audit, 'top-up-credited')).toMatchObject({ offendingIds: [payment] });
    expect(finding(audit, 'top-up-has-payment')).toMatchObject({ offendingIds: [transactionId] });
  });

  it('reports gift points granted without a present, or for one not received', async () => {
    const unreceived = await insertGiftPresent(db, { userId: member, points: 100, now: NOW, received: false });
    const gift = { kind: 'present' as const, userId: member, points: 100, now: NOW, expiresAt: IN_30_DAYS };
    const forNothing = await grantPoints(db, { ...gift, reference: 'present:0' });
    const forUnreceived = await grantPoints(db, { ...gift, reference: presentGrantReference(unreceived) });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual(['grant-has-present']);
    expect(finding(audit, 'grant-has-present')).toMatchObject({
      offendingIds: [forNothing.transactionId, forUnreceived.transactionId],
    });
  });

  it('reports a received present whose points were never granted, or granted with another amount or expiry', async () => {
    const neverGranted = await insertGiftPresent(db, { userId: member, points: 100, now: NOW, received: true });
    const otherAmount = await insertGiftPresent(db, { userId: member, points: 100, now: NOW, received: true });
    const otherExpiry = await insertGiftPresent(db, { userId: member, points: 100, now: NOW, received: true });
    const gift = { kind: 'present' as const, userId: member, now: NOW };
    await grantPoints(db, {
      ...gift,
      points: 150,
      expiresAt: IN_30_DAYS,
      reference: presentGrantReference(otherAmount),
    });
    await grantPoints(db, {
      ...gift,
      points: 100,
      expiresAt: new Date(IN_30_DAYS.getTime() + DAY_MS),
      reference: presentGrantReference(otherExpiry),
    });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual(['present-granted']);
    expect(finding(audit, 'present-granted')).toMatchObject({ offendingIds: [neverGranted, otherAmount, otherExpiry] });
  });

  it('reports gift points one member spent from another member’s lot, which the lot as a whole hides', async () => {
    // The owner keeps 100 gift points; the other member pays for an episode with 100 of them.
    const { lotTransactionId } = await giveReceivedGiftPoints(db, {
      userId: member,
      points: 100,
      expiresAt: IN_30_DAYS,
    });
    const other = await insertMember(db);
    await topUpPaidPoints(db, { userId: other, points: 1000, now: NOW });
    const [episode] = await db
      .select({ id: episodes.id, price: episodes.pricePoints })
      .from(episodes)
      .where(sql`${episodes.pricePoints} > 100`)
      .orderBy(episodes.id)
      .limit(1);
    if (!episode?.price) throw new Error('no episode for sale');
    const [purchase] = await db
      .insert(episodePurchases)
      .values({
        userId: other,
        episodeId: episode.id,
        idempotencyKey: 'borrowed-lot',
        pricePoints: episode.price,
        requestedAt: NOW,
        status: 'completed',
        completedAt: NOW,
        spentGiftPoints: 100,
        spentFestaPoints: episode.price - 100,
      })
      .returning({ id: episodePurchases.id });
    if (!purchase) throw new Error('no purchase');
    const [debit] = await db
      .insert(pointTransactions)
      .values({ kind: 'episode_purchase', userId: other, reference: `purchase:${purchase.id}` })
      .returning({ id: pointTransactions.id });
    if (!debit) throw new Error('no transaction');
    const [borrowed] = await db
      .insert(pointEntries)
      .values([
        {
          transactionId: debit.id,
          account: 'member_gift',
          userId: other,
          amount: -100,
          lotTransactionId,
          expiresAt: IN_30_DAYS,
        },
        { transactionId: debit.id, account: 'member_festa', userId: other, amount: -(episode.price - 100) },
        { transactionId: debit.id, account: 'episode_sales', userId: null, amount: episode.price },
      ])
      .returning({ id: pointEntries.id });
    await db
      .insert(episodeEntitlements)
      .values({ userId: other, episodeId: episode.id, purchaseId: purchase.id, grantedAt: NOW });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual(['gift-lots-not-negative', 'gift-lot-owned']);
    expect(finding(audit, 'gift-lots-not-negative')).toMatchObject({ offendingIds: [lotTransactionId] });
    expect(finding(audit, 'gift-lot-owned')).toMatchObject({ offendingIds: [borrowed?.id] });
  });

  it('passes gift points spent the way purchases spend them', async () => {
    await giveReceivedGiftPoints(db, { userId: member, points: 100, expiresAt: IN_30_DAYS });
    await db.transaction(async (tx) => {
      await lockMemberPoints(tx, member);
      // A debit without its purchase breaks the purchase checks only: the lot checks hold.
      await spendPoints(tx, { userId: member, points: 60, reference: 'purchase:0', now: NOW });
    });

    const audit = await auditLedger(db);

    expect(broken(audit)).toEqual(['debit-has-purchase', 'sales-match-purchases']);
    expect(finding(audit, 'gift-lot-owned')).toMatchObject({ examined: 2, offendingCount: 0 });
    expect(finding(audit, 'gift-lots-not-negative')).toMatchObject({ examined: 1, offendingCount: 0 });
  });
});
