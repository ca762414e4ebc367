/**
 * Spending a member's points (decision 0013): gift points first, the soonest-expiring lot first, then festa
 * points. Lots that expired by `now` are never touched. Run it inside a transaction that first called
 * `lockMemberPoints`, so that two spends of one member cannot both see the same balance.
 */
import { splitPointSpend } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { pointEntries, pointTransactions, users } from '@hanabi/db';
import { and, eq, gt, sql } from 'drizzle-orm';

export interface SpendInput {
  userId: number;
  points: number;
  /** Unique cause of the spend, e.g. `purchase:3`. */
  reference: string;
  now: Date;
}

export interface SpendResult {
  transactionId: number;
  gift: number;
  festa: number;
}

/** The balance does not cover the price; nothing was written. */
export class InsufficientPointsError extends Error {
  override readonly name = 'InsufficientPointsError';

  constructor(readonly missing: number) {
    super(`${missing} points short`);
  }
}

/**
 * Serialises everything that reads a member's balance to spend it: the member's row stays locked until the
 * surrounding transaction ends. Purchases of other members are not held up, nor are other writes that only
 * refer to the member (`no key update` leaves their foreign-key checks free, as in pay-once.ts).
 */
export async function lockMemberPoints(tx: AppDatabase, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

interface OpenLot {
  lotTransactionId: number;
  expiresAt: Date;
  remaining: number;
}

/** The member's gift lots with points left at `now`, in spending order. */
async function openGiftLots(tx: AppDatabase, userId: number, now: Date): Promise<OpenLot[]> {
  const remaining = sql<string>`sum(${pointEntries.amount})`;
  const rows = await tx
    .select({
      lotTransactionId: pointEntries.lotTransactionId,
      expiresAt: sql<Date>`min(${pointEntries.expiresAt})`.mapWith(pointEntries.expiresAt),
      remaining,
    })
    .from(pointEntries)
    .where(
      and(eq(pointEntries.userId, userId), eq(pointEntries.account, 'member_gift'), gt(pointEntries.expiresAt, now)),
    )
    .groupBy(pointEntries.lotTransactionId)
    .having(gt(remaining, sql`0`))
    .orderBy(sql`min(${pointEntries.expiresAt})`, pointEntries.lotTransactionId);
  return rows.map((row) => ({
    lotTransactionId: Number(row.lotTransactionId),
    expiresAt: row.expiresAt,
    remaining: Number(row.remaining),
  }));
}

async function festaBalance(tx: AppDatabase, userId: number): Promise<number> {
  const [row] = await tx
    .select({ festa: sql<string>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.account, 'member_festa')));
  return Number(row?.festa ?? 0);
}

/** Takes `points` from the lots in order: each debit names its lot and keeps the lot's expiry. */
function giftDebits(lots: OpenLot[], points: number) {
  const debits: Array<{ lotTransactionId: number; expiresAt: Date; amount: number }> = [];
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const taken = Math.min(left, lot.remaining);
    debits.push({ lotTransactionId: lot.lotTransactionId, expiresAt: lot.expiresAt, amount: -taken });
    left -= taken;
  }
  return debits;
}

/**
 * Debits `points` from the member, crediting the service's `episode_sales`, as one balanced transaction.
 * @throws InsufficientPointsError when gift and festa points together fall short (nothing is written).
 */
export async function spendPoints(tx: AppDatabase, input: SpendInput): Promise<SpendResult> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) {
    throw new RangeError(`points must be a positive integer, got ${input.points}`);
  }
  const lots = await openGiftLots(tx, input.userId, input.now);
  const gift = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  const split = splitPointSpend(input.points, { gift, festa: await festaBalance(tx, input.userId) });
  if (split.missing > 0) throw new InsufficientPointsError(split.missing);

  const [transaction] = await tx
    .insert(pointTransactions)
    .values({ kind: 'episode_purchase', userId: input.userId, reference: input.reference, createdAt: input.now })
    .returning({ id: pointTransactions.id });
  if (!transaction) throw new Error(`point transaction ${input.reference} was not written`);
  const transactionId = transaction.id;
  const memberDebits = [
    ...giftDebits(lots, split.gift).map((debit) => ({ ...debit, account: 'member_gift' as const })),
    ...(split.festa > 0 ? [{ account: 'member_festa' as const, amount: -split.festa }] : []),
  ];
  await tx
    .insert(pointEntries)
    .values([
      ...memberDebits.map((debit) => ({ transactionId, userId: input.userId, ...debit })),
      { transactionId, userId: null, account: 'episode_sales', amount: input.points },
    ]);
  return { transactionId, gift: split.gift, festa: split.festa };
}
