/**
 * Episode purchases and entitlements (decision 0013). Pass a transaction instead of the database to read or
 * write inside it.
 */
import {
  type AppDatabase,
  episodeEntitlements,
  episodePurchaseRefunds,
  episodePurchases,
  episodes,
  type StoredImage,
  titles,
} from '@hanabi/db';
import { and, count, countDistinct, desc, eq, max, sql } from 'drizzle-orm';
import { cardColumns, releasedEpisodeCount, type TitleCardRow } from '../catalogue/title-query.ts';

export type PurchaseRow = typeof episodePurchases.$inferSelect;
type FailureReason = NonNullable<PurchaseRow['failureReason']>;

export interface PurchaseView extends PurchaseRow {
  episode: { id: number; titleId: number; prefixName: string; name: string; thumbnail: StoredImage };
  titleName: string;
  /** When an operator refunded it (decision 0052), else null. */
  refundedAt: Date | null;
}

/** The member's purchase recorded under this idempotency key, if any. */
export async function findPurchaseByKey(
  db: AppDatabase,
  userId: number,
  idempotencyKey: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(episodePurchases)
    .where(and(eq(episodePurchases.userId, userId), eq(episodePurchases.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Records a pending purchase for the member's key, or finds the purchase the key already names. Concurrent
 * calls with one key wait on the unique index and then find the same row.
 */
export async function recordPurchaseIntent(
  db: AppDatabase,
  intent: { userId: number; episodeId: number; idempotencyKey: string; pricePoints: number; now: Date },
): Promise<PurchaseRow> {
  const [created] = await db
    .insert(episodePurchases)
    .values({
      userId: intent.userId,
      episodeId: intent.episodeId,
      idempotencyKey: intent.idempotencyKey,
      pricePoints: intent.pricePoints,
      requestedAt: intent.now,
    })
    .onConflictDoNothing({ target: [episodePurchases.userId, episodePurchases.idempotencyKey] })
    .returning();
  const row = created ?? (await findPurchaseByKey(db, intent.userId, intent.idempotencyKey));
  if (!row) throw new Error(`purchase with key ${intent.idempotencyKey} vanished`);
  return row;
}

/** What decides whether a member still needs to buy an episode, whatever its availability now. */
export async function findEpisodeTerms(
  db: AppDatabase,
  episodeId: number,
): Promise<Pick<typeof episodes.$inferSelect, 'isFree' | 'pricePoints' | 'includedPlanIds'>> {
  const [row] = await db
    .select({ isFree: episodes.isFree, pricePoints: episodes.pricePoints, includedPlanIds: episodes.includedPlanIds })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  if (!row) throw new Error(`episode ${episodeId} vanished`);
  return row;
}

/** The purchase, locked until the transaction ends, so that only one request settles it. */
export async function lockPurchase(tx: AppDatabase, id: number): Promise<PurchaseRow> {
  const [row] = await tx.select().from(episodePurchases).where(eq(episodePurchases.id, id)).for('update');
  if (!row) throw new Error(`purchase ${id} vanished`);
  return row;
}

export async function completePurchase(
  tx: AppDatabase,
  purchase: PurchaseRow,
  spent: { gift: number; festa: number },
  now: Date,
): Promise<void> {
  await tx.insert(episodeEntitlements).values({
    userId: purchase.userId,
    episodeId: purchase.episodeId,
    purchaseId: purchase.id,
    grantedAt: now,
  });
  await tx
    .update(episodePurchases)
    .set({ status: 'completed', spentGiftPoints: spent.gift, spentFestaPoints: spent.festa, completedAt: now })
    .where(eq(episodePurchases.id, purchase.id));
}

export async function failPurchase(tx: AppDatabase, id: number, reason: FailureReason): Promise<void> {
  await tx.update(episodePurchases).set({ status: 'failed', failureReason: reason }).where(eq(episodePurchases.id, id));
}

/** The member's purchase with what its answer shows of the episode, or undefined when it is not theirs. */
export async function findPurchaseView(db: AppDatabase, userId: number, id: number): Promise<PurchaseView | undefined> {
  const [row] = await db
    .select({
      purchase: episodePurchases,
      episode: {
        id: episodes.id,
        titleId: episodes.titleId,
        prefixName: episodes.prefixName,
        name: episodes.name,
        thumbnail: episodes.thumbnail,
      },
      titleName: titles.name,
      refundedAt: episodePurchaseRefunds.refundedAt,
    })
    .from(episodePurchases)
    .innerJoin(episodes, eq(episodes.id, episodePurchases.episodeId))
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .leftJoin(episodePurchaseRefunds, eq(episodePurchaseRefunds.purchaseId, episodePurchases.id))
    .where(and(eq(episodePurchases.id, id), eq(episodePurchases.userId, userId)));
  return row && { ...row.purchase, episode: row.episode, titleName: row.titleName, refundedAt: row.refundedAt };
}

export interface OwnedTitleRow {
  card: TitleCardRow;
  ownedEpisodeCount: number;
  lastPurchasedAt: Date;
}

/**
 * The titles of which the member owns episodes, most recently bought first. Owned titles stay listed after
 * their distribution window ends: the member paid for them.
 */
export async function listOwnedTitles(
  db: AppDatabase,
  userId: number,
  { limit, offset, now }: { limit: number; offset: number; now: Date },
): Promise<{ rows: OwnedTitleRow[]; total: number }> {
  const lastPurchasedAt = max(episodeEntitlements.grantedAt);
  const owned = and(eq(episodeEntitlements.userId, userId), eq(episodes.id, episodeEntitlements.episodeId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        episodeCount: releasedEpisodeCount(now),
        ownedEpisodeCount: count(episodeEntitlements.episodeId),
        lastPurchasedAt: sql<Date>`${lastPurchasedAt}`.mapWith(episodeEntitlements.grantedAt),
      })
      .from(episodeEntitlements)
      .innerJoin(episodes, owned)
      .innerJoin(titles, eq(titles.id, episodes.titleId))
      .groupBy(titles.id)
      .orderBy(desc(lastPurchasedAt), desc(titles.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: countDistinct(episodes.titleId) })
      .from(episodeEntitlements)
      .innerJoin(episodes, owned),
  ]);
  return {
    rows: rows.map(({ ownedEpisodeCount, lastPurchasedAt: last, ...card }) => ({
      card,
      ownedEpisodeCount,
      lastPurchasedAt: last,
    })),
    total: counted?.total ?? 0,
  };
}
