/**
 * Taking back the festa points of a refunded top-up (decision 0054): festa points back to `points_sold`, under
 * the refund's idempotency key as reference (paymentRefundKey), so a replay finds it. A partial refund takes
 * back the points its yen bought at the top-up's rate (topUpRefundPoints); the refunds of a whole top-up
 * together take back exactly its points. The member must still hold them: points already spent on episodes
 * cannot be taken back, and the refund is refused instead of leaving a negative balance.
 */
import { type AppDatabase, pointEntries, pointTransactions } from '@hanabi/db';
import { pointBalances } from './ledger.ts';
import { InsufficientPointsError, lockMemberPoints } from './spend.ts';

/**
 * The processor's idempotency key of a payment's `sequence`-th refund (1 for the first), which is also the
 * reference of the points it takes back. The first keeps the key of the days of whole refunds only.
 */
export function paymentRefundKey(paymentId: number, sequence: number): string {
  return sequence === 1 ? `payment-refund:${paymentId}` : `payment-refund:${paymentId}:${sequence}`;
}

/**
 * The festa points a refund of `amountYen` takes back from a top-up (`points` bought for `topUp.amountYen`),
 * after refunds of `refundedYen` before it: what the refunded yen bought in all, rounded down, less what was
 * taken already — so the refunds of a whole top-up together take back exactly its points.
 */
export function topUpRefundPoints(
  topUp: { amountYen: number; points: number },
  refundedYen: number,
  amountYen: number,
): number {
  const boughtBy = (yen: number) => Math.floor((yen * topUp.points) / topUp.amountYen);
  return boughtBy(refundedYen + amountYen) - boughtBy(refundedYen);
}

export interface TopUpRefundInput {
  userId: number;
  /** The refund's idempotency key (paymentRefundKey). */
  reference: string;
  points: number;
  now: Date;
}

/** Whether the member still holds `points` festa points; takes the member's points lock first. */
export async function canTakeBackTopUp(tx: AppDatabase, input: Omit<TopUpRefundInput, 'reference'>): Promise<boolean> {
  await lockMemberPoints(tx, input.userId);
  const { festa } = await pointBalances(tx, input.userId, input.now);
  return festa >= input.points;
}

/** Writes the reversal; throws `InsufficientPointsError` when the member spent some of the points. */
export async function takeBackTopUp(tx: AppDatabase, input: TopUpRefundInput): Promise<{ transactionId: number }> {
  if (!(await canTakeBackTopUp(tx, input))) {
    const { festa } = await pointBalances(tx, input.userId, input.now);
    throw new InsufficientPointsError(input.points - festa);
  }
  const [transaction] = await tx
    .insert(pointTransactions)
    .values({
      kind: 'top_up_refund',
      userId: input.userId,
      reference: input.reference,
      createdAt: input.now,
    })
    .returning({ id: pointTransactions.id });
  if (!transaction) throw new Error('top-up refund transaction not written');
  await tx.insert(pointEntries).values([
    { transactionId: transaction.id, userId: input.userId, account: 'member_festa', amount: -input.points },
    { transactionId: transaction.id, userId: null, account: 'points_sold', amount: input.points },
  ]);
  return { transactionId: transaction.id };
}
