/**
 * What the operator API's named, windowed, ordered lists of titles share — features, dynamic landings
 * (decision 0063), campaigns (decision 0061) and editor picks (decision 0064): the state of a window at an instant, a slug free in its table, and the list of titles read
 * in order and replaced whole, refusing ids that name no title.
 */
import { COLLECTION_MESSAGES, type HomeSlideState } from '@hanabi/contract';
import {
  type AppDatabase,
  appendAuditEntry,
  type campaigns,
  campaignTitles,
  type dynamicLandings,
  dynamicLandingTitles,
  editorPickTitles,
  type features,
  featureTitles,
  titles,
} from '@hanabi/db';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ApiError } from '../api-error.ts';
import type { AuditActor } from '../audit-actor.ts';

/** Where a window is at an instant: before it, inside it (starts_at ≤ at < ends_at), or after it. */
export function windowStateAt(row: { startsAt: Date; endsAt: Date }, at: Date): HomeSlideState {
  if (row.startsAt > at) return 'scheduled';
  return row.endsAt <= at ? 'ended' : 'running';
}

export type CollectionTable = typeof features | typeof dynamicLandings | typeof campaigns;

/** 409 beside the slug when another row of `table` has it, saying `message` (the kind's word for its slug). */
export async function requireFreeSlug(
  db: AppDatabase,
  table: CollectionTable,
  slug: string,
  except: number | null,
  message: string = COLLECTION_MESSAGES.slugTaken,
): Promise<void> {
  const where = except === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, except));
  if ((await db.$count(table, where)) === 0) return;
  throw new ApiError('conflict', {
    message,
    details: [{ field: 'body.slug', reason: 'taken' }],
  });
}

/** 400 beside the list, naming them, when ids name no title. */
export async function requireKnownTitles(db: AppDatabase, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: titles.id })
    .from(titles)
    .where(inArray(titles.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  throw new ApiError('badRequest', {
    message: `${COLLECTION_MESSAGES.titleNotFound}（ID: ${unknown.join('、')}）`,
    details: [{ field: 'body.title_ids', reason: 'not_found' }],
  });
}

/** A list's join table: which collection a row belongs to, its title, its place. */
const JOIN_TABLES = {
  feature: {
    table: featureTitles,
    owner: featureTitles.featureId,
    titleId: featureTitles.titleId,
    position: featureTitles.position,
  },
  landing: {
    table: dynamicLandingTitles,
    owner: dynamicLandingTitles.landingId,
    titleId: dynamicLandingTitles.titleId,
    position: dynamicLandingTitles.position,
  },
  campaign: {
    table: campaignTitles,
    owner: campaignTitles.campaignId,
    titleId: campaignTitles.titleId,
    position: campaignTitles.position,
  },
  pick: {
    table: editorPickTitles,
    owner: editorPickTitles.pickId,
    titleId: editorPickTitles.titleId,
    position: editorPickTitles.position,
  },
} as const;
export type CollectionKind = keyof typeof JOIN_TABLES;

/** The ordered titles of one kind of collection, read and replaced whole. */
export function collectionTitles(db: AppDatabase, kind: CollectionKind) {
  const join = JOIN_TABLES[kind];
  return {
    async of(ownerId: number): Promise<Array<{ id: number; name: string }>> {
      return db
        .select({ id: titles.id, name: titles.name })
        .from(join.table)
        .innerJoin(titles, eq(titles.id, join.titleId))
        .where(eq(join.owner, ownerId))
        .orderBy(asc(join.position), asc(titles.id));
    },

    /** Positions 1, 2, … in the order given. */
    async replace(ownerId: number, titleIds: readonly number[]): Promise<void> {
      await db.delete(join.table).where(eq(join.owner, ownerId));
      if (titleIds.length === 0) return;
      const rows = titleIds.map((titleId, index) => ({ ownerId, titleId, position: index + 1 }));
      if (kind === 'feature') {
        await db.insert(featureTitles).values(rows.map(({ ownerId: featureId, ...row }) => ({ featureId, ...row })));
      } else if (kind === 'landing') {
        await db
          .insert(dynamicLandingTitles)
          .values(rows.map(({ ownerId: landingId, ...row }) => ({ landingId, ...row })));
      } else if (kind === 'campaign') {
        await db.insert(campaignTitles).values(rows.map(({ ownerId: campaignId, ...row }) => ({ campaignId, ...row })));
      } else {
        await db.insert(editorPickTitles).values(rows.map(({ ownerId: pickId, ...row }) => ({ pickId, ...row })));
      }
    },
  };
}

/** The audit log's name of each kind of collection. */
export const AUDIT_TARGETS: Record<CollectionKind, string> = {
  feature: 'feature',
  landing: 'dynamic_landing',
  campaign: 'campaign',
  pick: 'editor_pick',
};

/**
 * The collection's titles replaced by `titleIds` inside the caller's transaction (which holds the collection's
 * row), with its audit entry `{target}.replace_titles` naming the ids before and after.
 */
export async function replaceCollectionTitles(
  tx: AppDatabase,
  actor: AuditActor,
  kind: CollectionKind,
  ownerId: number,
  titleIds: readonly number[],
): Promise<void> {
  await requireKnownTitles(tx, titleIds);
  const list = collectionTitles(tx, kind);
  const before = (await list.of(ownerId)).map((title) => title.id);
  await list.replace(ownerId, titleIds);
  await appendAuditEntry(tx, {
    ...actor,
    operation: `${AUDIT_TARGETS[kind]}.replace_titles`,
    targetType: AUDIT_TARGETS[kind],
    targetId: ownerId,
    before: { title_ids: before },
    after: { title_ids: titleIds },
  });
}
