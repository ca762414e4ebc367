/**
 * Refunding an episode purchase in the ledger (decision 0052): never an edit, a compensating transaction
 * that mirrors the purchase's debit entry by entry — festa points back to festa, gift points back to the very
 * lots they came from with those lots' expiry, and the price taken back out of `episode_sales`. A gift lot
 * that has expired since stays expired: the refund restores the member's balance as it would be had the
 * purchase never happened, no more.
 */
import type { AppDatabase } from '@hanabi/db';
import { pointEntries, pointTransactions } from '@hanabi/db';
import { eq } from 'drizzle-orm';

/** The reference of a purchase's debit (purchases.service.ts writes it) and of its refund. */
export function purchaseDebitReference(purchaseId: number): string {
  return `purchase:${purchaseId}`;
}

export function purchaseRefundReference(purchaseId: number): string {
  return `refund:${purchaseId}`;
}

export interface RefundInput {
  userId: number;
  purchaseId: number;
  now: Date;
}

export interface RefundResult {
  transactionId: number;
  gift: number;
  festa: number;
}

/**
 * Writes the refund of a purchase's debit as one balanced transaction. Run it inside the transaction that
 * records the refund, after `lockMemberPoints`; the unique reference refuses a second refund of one purchase.
 * @throws Error when the purchase has no debit to give back.
 */
export async function refundPurchasePoints(tx: AppDatabase, input: RefundInput): Promise<RefundResult> {
  const debit = await tx
    .select({
      account: pointEntries.account,
      userId: pointEntries.userId,
      amount: pointEntries.amount,
      lotTransactionId: pointEntries.lotTransactionId,
      expiresAt: pointEntries.expiresAt,
    })
    .from(pointEntries)
    .innerJoin(pointTransactions, eq(pointTransactions.id, pointEntries.transactionId))
    .where(eq(pointTransactions.reference, purchaseDebitReference(input.purchaseId)))
    .orderBy(pointEntries.id);
  if (debit.length === 0) throw new Error(`purchase ${input.purchaseId} has no debit to refund`);

  const [transaction] = await tx
    .insert(pointTransactions)
    .values({
      kind: 'episode_refund',
      userId: input.userId,
      reference: purchaseRefundReference(input.purchaseId),
      createdAt: input.now,
    })
    .returning({ id: pointTransactions.id });
  if (!transaction) throw new Error(`refund of purchase ${input.purchaseId} was not written`);
  const transactionId = transaction.id;
  await tx.insert(pointEntries).values(debit.map((entry) => ({ ...entry, transactionId, amount: -entry.amount })));
  const returned = (account: string) =>
    debit.filter((entry) => entry.account === account).reduce((sum, entry) => sum - entry.amount, 0);
  return { transactionId, gift: returned('member_gift'), festa: returned('member_festa') };
}
