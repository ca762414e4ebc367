/**
 * Writing to and reading from the points ledger (schema/points.ts). Every write is one balanced
 * transaction keyed by a unique `reference`, so replaying the same cause (a duplicate payment
 * notification, a double click) finds the first transaction instead of granting twice.
 */

import type { AppDatabase } from '@hanabi/db';
import { pointEntries, pointTransactions } from '@hanabi/db';
import { eq, gt, sql } from 'drizzle-orm';

export interface PointBalances {
  /** Points bought with money; they do not expire. */
  festa: number;
  /** Gift points still valid at the given instant. */
  gift: number;
  total: number;
}

export type GrantKind =
  | { kind: 'top_up' }
  | {
      kind: 'present';
      /** When the granted gift points expire. */
      expiresAt: Date;
    };

/**
 * The reference of the festa points a top-up payment bought, and of the gift points a present gave. The
 * ledger audit ties each grant to its cause by these (decision 0037): write them only through these two.
 */
export function topUpReference(paymentId: number): string {
  return `payment:${paymentId}`;
}

export function presentGrantReference(presentId: number): string {
  return `present:${presentId}`;
}

export interface GrantInput {
  userId: number;
  points: number;
  /** Unique cause of the grant, e.g. `payment:12` or `present:7`. */
  reference: string;
  now: Date;
}

export interface GrantResult {
  transactionId: number;
  /** False when the reference had already been granted: nothing new was written. */
  created: boolean;
}

/**
 * Credits a member: festa points for a top-up (counterpart `points_sold`), gift points for a present
 * (counterpart `points_given`, with an expiry). Run it inside the transaction that records the cause.
 */
export async function grantPoints(db: AppDatabase, input: GrantInput & GrantKind): Promise<GrantResult> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) {
    throw new RangeError(`points must be a positive integer, got ${input.points}`);
  }
  const [inserted] = await db
    .insert(pointTransactions)
    .values({ kind: input.kind, userId: input.userId, reference: input.reference, createdAt: input.now })
    .onConflictDoNothing({ target: pointTransactions.reference })
    .returning({ id: pointTransactions.id });
  if (!inserted) {
    const [existing] = await db
      .select({ id: pointTransactions.id })
      .from(pointTransactions)
      .where(eq(pointTransactions.reference, input.reference));
    if (!existing) throw new Error(`point transaction ${input.reference} vanished`);
    return { transactionId: existing.id, created: false };
  }
  const transactionId = inserted.id;
  const member =
    input.kind === 'top_up'
      ? { account: 'member_festa' as const }
      : { account: 'member_gift' as const, lotTransactionId: transactionId, expiresAt: input.expiresAt };
  await db.insert(pointEntries).values([
    { transactionId, userId: input.userId, amount: input.points, ...member },
    {
      transactionId,
      userId: null,
      account: input.kind === 'top_up' ? 'points_sold' : 'points_given',
      amount: -input.points,
    },
  ]);
  return { transactionId, created: true };
}

/** A member's balances as of `now`: gift entries whose lot has expired no longer count. */
export async function pointBalances(db: AppDatabase, userId: number, now: Date): Promise<PointBalances> {
  const [row] = await db
    .select({
      festa: sql<string>`coalesce(sum(${pointEntries.amount}) filter (where ${pointEntries.account} = 'member_festa'), 0)`,
      gift: sql<string>`coalesce(sum(${pointEntries.amount}) filter (where ${pointEntries.account} = 'member_gift' and ${gt(pointEntries.expiresAt, now)}), 0)`,
    })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  const festa = Number(row?.festa ?? 0);
  const gift = Number(row?.gift ?? 0);
  return { festa, gift, total: festa + gift };
}
