/**
 * Points for tests and benchmarks that need a member holding some, given with the cause the services record:
 * the ledger audit ties every grant to its cause (decision 0037), so festa points come with the succeeded
 * top-up payment that bought them and gift points with the received present they came from.
 */
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@hanabi/db';
import { payments, presents } from '@hanabi/db';
import { grantPoints, presentGrantReference, topUpReference } from '../points/ledger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the fixture presents' gift points are valid once received. */
const GIFT_VALID_DAYS = 30;

type PaymentStatus = (typeof payments.$inferInsert)['status'];

/** A points top-up payment (one yen a point, by card) of `status`, settled at `now` unless pending. */
export async function insertTopUpPayment(
  db: AppDatabase,
  { userId, points, now, status = 'succeeded' }: { userId: number; points: number; now: Date; status?: PaymentStatus },
): Promise<number> {
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      purpose: 'points_top_up',
      amountYen: points,
      method: 'credit',
      idempotencyKey: `fixture-${randomUUID()}`,
      points,
      status,
      createdAt: now,
      settledAt: status === 'pending' ? null : now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('the top-up payment was not stored');
  return payment.id;
}

/** A present of gift points valid 30 days once received, receivable for a week from `now`; received then or not. */
export async function insertGiftPresent(
  db: AppDatabase,
  { userId, points, now, received }: { userId: number; points: number; now: Date; received: boolean },
): Promise<number> {
  const [present] = await db
    .insert(presents)
    .values({
      userId,
      kind: 'gift_points',
      name: 'テスト用ギフトポイント',
      points,
      pointsValidDays: GIFT_VALID_DAYS,
      receivableUntil: new Date(now.getTime() + 7 * DAY_MS),
      receivedAt: received ? now : null,
    })
    .returning({ id: presents.id });
  if (!present) throw new Error('the present was not stored');
  return present.id;
}

/** Festa points bought with a succeeded top-up payment; answers the grant's transaction id. */
export async function topUpPaidPoints(
  db: AppDatabase,
  { userId, points, now }: { userId: number; points: number; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const paymentId = await insertTopUpPayment(tx, { userId, points, now });
    const grant = await grantPoints(tx, { kind: 'top_up', userId, points, reference: topUpReference(paymentId), now });
    return grant.transactionId;
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
    const presentId = await insertGiftPresent(tx, { userId, points, now: receivedAt, received: true });
    const reference = presentGrantReference(presentId);
    const grant = await grantPoints(tx, { kind: 'present', userId, points, reference, now: receivedAt, expiresAt });
    return { lotTransactionId: grant.transactionId, presentId };
  });
}
