/**
 * Operators' episodes (decision 0046): a title's episodes with drafts, and creating, saving and publishing
 * one. Each write is one transaction with its audit entry, holding the title's row, so two saves cannot give
 * one title two episodes of the same number and cut.
 */
import { type AdminEpisode, type AdminEpisodeWrite, EPISODE_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, episodes, type StoredImage, titles } from '@hanabi/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { toEpisodeSummary } from '../titles/episode-summary.ts';

type EpisodeRow = typeof episodes.$inferSelect;

/** What an episode created in the console shows until its thumbnail is set. */
const PLACEHOLDER_THUMBNAIL: StoredImage = { path: 'art/placeholders/thumbnail.svg', width: 640, height: 360 };

function adminEpisodeOf(row: EpisodeRow, media: MediaUrls): AdminEpisode {
  return {
    ...toEpisodeSummary(row, media),
    available_until: toJapanIso(row.availableUntil),
    status: row.publishedAt === null ? 'draft' : 'published',
    published_at: row.publishedAt === null ? null : toJapanIso(row.publishedAt),
    updated_at: toJapanIso(row.updatedAt),
  };
}

function episodeColumns(write: AdminEpisodeWrite) {
  return {
    number: write.number,
    prefixName: write.prefix_name,
    name: write.name,
    summary: write.summary,
    secLength: write.sec_length,
    cut: write.cut,
    isFree: write.is_free,
    includedPlanIds: write.included_plan_ids,
    pricePoints: write.price_points,
    releasedAt: new Date(write.released_at),
    availableUntil: new Date(write.available_until),
  };
}

/** 404 when there is no such title; with `lock`, holds its row until the transaction ends. */
async function requireTitle(db: AppDatabase, titleId: number, lock = false): Promise<void> {
  const query = db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError('notFound', { message: 'この作品は見つかりません。' });
}

async function findEpisode(db: AppDatabase, id: number): Promise<EpisodeRow> {
  const [row] = await db.select().from(episodes).where(eq(episodes.id, id));
  if (!row) throw new ApiError('notFound', { message: 'このエピソードは見つかりません。' });
  return row;
}

/** 409 when the title has another episode of this number and cut. */
async function requireFreeNumber(tx: AppDatabase, titleId: number, write: AdminEpisodeWrite, except?: number) {
  const taken = await tx.$count(
    episodes,
    and(
      eq(episodes.titleId, titleId),
      eq(episodes.number, write.number),
      eq(episodes.cut, write.cut),
      except === undefined ? undefined : ne(episodes.id, except),
    ),
  );
  if (taken > 0) {
    throw new ApiError('conflict', {
      message: EPISODE_MESSAGES.numberTaken,
      details: [{ field: 'body.number', reason: 'taken' }],
    });
  }
}

export interface AdminEpisodesService {
  /** The title's episodes, drafts included; 404 when there is no such title. */
  list(titleId: number): Promise<AdminEpisode[]>;
  /** A new draft episode of the title. */
  create(actor: AuditActor, titleId: number, write: AdminEpisodeWrite): Promise<AdminEpisode>;
  update(actor: AuditActor, id: number, write: AdminEpisodeWrite): Promise<AdminEpisode>;
  /** Publishing a published episode or unpublishing a draft changes nothing and is not audited. */
  setPublished(actor: AuditActor, id: number, publish: boolean): Promise<AdminEpisode>;
}

export function createAdminEpisodesService({ db, media }: { db: AppDatabase; media: MediaUrls }): AdminEpisodesService {
  const answerOf = (row: EpisodeRow) => adminEpisodeOf(row, media);

  /** Saves `change` over the episode, holding its title's row, with its audit entry; null changes nothing. */
  function changeEpisode(
    actor: AuditActor,
    id: number,
    operation: 'episode.update' | 'episode.publish' | 'episode.unpublish',
    change: (tx: AppDatabase, before: EpisodeRow) => Promise<Partial<typeof episodes.$inferInsert> | null>,
  ): Promise<AdminEpisode> {
    return db.transaction(async (tx) => {
      const { titleId } = await findEpisode(tx, id);
      await requireTitle(tx, titleId, true);
      const current = await findEpisode(tx, id);
      const values = await change(tx, current);
      const before = answerOf(current);
      if (values === null) return before;
      const [row] = await tx
        .update(episodes)
        .set({ ...values, updatedAt: actor.at })
        .where(eq(episodes.id, id))
        .returning();
      if (!row) throw new Error('episode vanished');
      const after = answerOf(row);
      await appendAuditEntry(tx, { ...actor, operation, targetType: 'episode', targetId: id, before, after });
      return after;
    });
  }

  return {
    async list(titleId) {
      await requireTitle(db, titleId);
      const rows = await db
        .select()
        .from(episodes)
        .where(eq(episodes.titleId, titleId))
        .orderBy(asc(episodes.number), asc(episodes.cut), asc(episodes.id));
      return rows.map(answerOf);
    },

    create(actor, titleId, write) {
      return db.transaction(async (tx) => {
        await requireTitle(tx, titleId, true);
        await requireFreeNumber(tx, titleId, write);
        const [row] = await tx
          .insert(episodes)
          .values({
            ...episodeColumns(write),
            titleId,
            thumbnail: PLACEHOLDER_THUMBNAIL,
            publishedAt: null,
            createdAt: actor.at,
            updatedAt: actor.at,
          })
          .returning();
        if (!row) throw new Error('episode not inserted');
        const after = answerOf(row);
        await appendAuditEntry(tx, {
          ...actor,
          operation: 'episode.create',
          targetType: 'episode',
          targetId: row.id,
          before: null,
          after,
        });
        return after;
      });
    },

    update(actor, id, write) {
      return changeEpisode(actor, id, 'episode.update', async (tx, before) => {
        await requireFreeNumber(tx, before.titleId, write, id);
        return episodeColumns(write);
      });
    },

    setPublished(actor, id, publish) {
      return changeEpisode(actor, id, publish ? 'episode.publish' : 'episode.unpublish', async (_tx, before) =>
        (before.publishedAt !== null) === publish ? null : { publishedAt: publish ? actor.at : null },
      );
    },
  };
}
