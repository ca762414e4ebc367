/**
 * Points for tests and benchmarks that need a member holding some, given with the cause the services record:
 * the ledger audit ties every grant to its cause (decision 0037), so festa points come with the succeeded
 * top-up payment that bought them and gift points with the received present they came from.
 */
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../client.ts';
import { grantPoints, presentGrantReference, topUpReference } from '../points/ledger.ts';
import { payments, presents } from '../schema/accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the fixture presents' gift points are valid once received. */
const GIFT_VALID_DAYS = 30;

/** Festa points bought at one yen each with a card; answers the grant's transaction id. */
export async function topUpPaidPoints(
  db: AppDatabase,
  { userId, points, now }: { userId: number; points: number; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        purpose: 'points_top_up',
        amountYen: points,
        method: 'credit',
        idempotencyKey: `fixture-${randomUUID()}`,
        points,
        status: 'succeeded',
        createdAt: now,
        settledAt: now,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('the top-up payment was not stored');
    const { transactionId } = await grantPoints(tx, {
      kind: 'top_up',
      userId,
      points,
      reference: topUpReference(payment.id),
      now,
    });
    return transactionId;
  });
}

/**
 * Gift points that expire at `expiresAt`: a present of them received 30 days before then. Answers the
 * grant's transaction id (the lot) and the present's id.
 */
export async function giveReceivedGiftPoints(
  db: AppDatabase,
  { userId, points, expiresAt }: { userId: number; points: number; expiresAt: Date },
): Promise<{ lotTransactionId: number; presentId: number }> {
  const receivedAt = new Date(expiresAt.getTime() - GIFT_VALID_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const [present] = await tx
      .insert(presents)
      .values({
        userId,
        kind: 'gift_points',
        name: 'テスト用ギフトポイント',
        points,
        pointsValidDays: GIFT_VALID_DAYS,
        receivableUntil: receivedAt,
        receivedAt,
        createdAt: receivedAt,
      })
      .returning({ id: presents.id });
    if (!present) throw new Error('the present was not stored');
    const { transactionId } = await grantPoints(tx, {
      kind: 'present',
      userId,
      points,
      reference: presentGrantReference(present.id),
      now: receivedAt,
      expiresAt,
    });
    return { lotTransactionId: transactionId, presentId: present.id };
  });
}
