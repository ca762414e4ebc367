/**
 * A member's presents (created by the sign-in service). The API writes one column, received_at (decision
 * 0008). Pass a transaction instead of the database to read or write inside it.
 */
import { type AppDatabase, presents } from '@hanabi/db';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';

export type PresentRow = Pick<
  typeof presents.$inferSelect,
  'id' | 'kind' | 'name' | 'points' | 'pointsValidDays' | 'receivableUntil' | 'receivedAt'
>;

const presentColumns = {
  id: presents.id,
  kind: presents.kind,
  name: presents.name,
  points: presents.points,
  pointsValidDays: presents.pointsValidDays,
  receivableUntil: presents.receivableUntil,
  receivedAt: presents.receivedAt,
};

export async function listPresents(
  db: AppDatabase,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: PresentRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(presentColumns)
      .from(presents)
      .where(eq(presents.userId, userId))
      .orderBy(desc(presents.createdAt), desc(presents.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(presents).where(eq(presents.userId, userId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The member's present, or undefined when it does not exist or belongs to someone else. */
export async function findPresent(db: AppDatabase, userId: number, id: number): Promise<PresentRow | undefined> {
  const [row] = await db
    .select(presentColumns)
    .from(presents)
    .where(and(eq(presents.id, id), eq(presents.userId, userId)));
  return row;
}

/**
 * Marks the member's present received at `now`, if it still can be: not received yet and receivable until
 * after `now`. Returns it when this call received it, undefined otherwise. Concurrent calls wait on the
 * row's lock and then find it received, so exactly one of them gets it.
 */
export async function markPresentReceived(
  db: AppDatabase,
  userId: number,
  id: number,
  now: Date,
): Promise<PresentRow | undefined> {
  const [row] = await db
    .update(presents)
    .set({ receivedAt: now })
    .where(
      and(
        eq(presents.id, id),
        eq(presents.userId, userId),
        isNull(presents.receivedAt),
        gt(presents.receivableUntil, now),
      ),
    )
    .returning(presentColumns);
  return row;
}
