/**
 * Taking back the festa points of a refunded top-up (decision 0054): the top-up's transaction negated, festa
 * points back to `points_sold`, under the reference `payment-refund:<payment id>`, so a replay finds it. The
 * member must still hold them: points already spent on episodes cannot be taken back, and the refund is
 * refused instead of leaving a negative balance.
 */
import { type AppDatabase, pointEntries, pointTransactions } from '@hanabi/db';
import { pointBalances } from './ledger.ts';
import { InsufficientPointsError, lockMemberPoints } from './spend.ts';

export function topUpRefundReference(paymentId: number): string {
  return `payment-refund:${paymentId}`;
}

export interface TopUpRefundInput {
  userId: number;
  paymentId: number;
  points: number;
  now: Date;
}

/** Whether the member still holds the top-up's points; takes the member's points lock first. */
export async function canTakeBackTopUp(tx: AppDatabase, input: Omit<TopUpRefundInput, 'paymentId'>): Promise<boolean> {
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
      reference: topUpRefundReference(input.paymentId),
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
