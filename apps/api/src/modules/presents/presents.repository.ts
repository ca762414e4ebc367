/**
 * A member's presents (created by the sign-in service). The API writes one column, received_at (decision
 * 0008). Pass a transaction instead of the database to read or write inside it.
 */
import { type AppDatabase, episodeEntitlements, episodes, presents, titles } from '@hanabi/db';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';

export type PresentRow = Pick<
  typeof presents.$inferSelect,
  'id' | 'kind' | 'name' | 'points' | 'pointsValidDays' | 'episodeId' | 'receivableUntil' | 'receivedAt'
>;

/** A present with the episode its ticket names (null for gift points). */
export interface PresentView extends PresentRow {
  episode: { id: number; titleId: number; titleName: string; prefixName: string } | null;
}

const presentColumns = {
  id: presents.id,
  kind: presents.kind,
  name: presents.name,
  points: presents.points,
  pointsValidDays: presents.pointsValidDays,
  episodeId: presents.episodeId,
  receivableUntil: presents.receivableUntil,
  receivedAt: presents.receivedAt,
};

const presentViewColumns = {
  ...presentColumns,
  episode: { id: episodes.id, titleId: episodes.titleId, titleName: titles.name, prefixName: episodes.prefixName },
};

/** The presents with their ticket's episode; a ticket's episode and title are shown whatever their window. */
function selectPresentViews(db: AppDatabase) {
  return db
    .select(presentViewColumns)
    .from(presents)
    .leftJoin(episodes, eq(episodes.id, presents.episodeId))
    .leftJoin(titles, eq(titles.id, episodes.titleId));
}

type SelectedPresent = Awaited<ReturnType<typeof selectPresentViews>>[number];

/** The left joins type each episode field nullable; they are all set (a ticket) or all null (gift points). */
function toPresentView({ episode, ...row }: SelectedPresent): PresentView {
  const { id, titleId, titleName, prefixName } = episode;
  const found = id !== null && titleId !== null && titleName !== null && prefixName !== null;
  return { ...row, episode: found ? { id, titleId, titleName, prefixName } : null };
}

export async function listPresents(
  db: AppDatabase,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: PresentView[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectPresentViews(db)
      .where(eq(presents.userId, userId))
      .orderBy(desc(presents.createdAt), desc(presents.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(presents).where(eq(presents.userId, userId)),
  ]);
  return { rows: rows.map(toPresentView), total: counted?.total ?? 0 };
}

/** The member's present, or undefined when it does not exist or belongs to someone else. */
export async function findPresent(db: AppDatabase, userId: number, id: number): Promise<PresentView | undefined> {
  const [row] = await selectPresentViews(db).where(and(eq(presents.id, id), eq(presents.userId, userId)));
  return row && toPresentView(row);
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

/**
 * Lets the member watch the ticket's episode for good. An episode they already own (bought, or another
 * ticket) keeps its entitlement: the ticket then grants nothing.
 */
export async function grantTicketEntitlement(
  tx: AppDatabase,
  ticket: { userId: number; episodeId: number; presentId: number; now: Date },
): Promise<void> {
  await tx
    .insert(episodeEntitlements)
    .values({ userId: ticket.userId, episodeId: ticket.episodeId, presentId: ticket.presentId, grantedAt: ticket.now })
    .onConflictDoNothing({ target: [episodeEntitlements.userId, episodeEntitlements.episodeId] });
}
