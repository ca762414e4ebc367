/**
 * The titles table as operators see it (decision 0046): drafts included, no viewer conditions. Pass a
 * transaction instead of the database to work inside it.
 */
import type { AdminTitleListQuery, AdminTitleWrite } from '@hanabi/contract';
import {
  type AppDatabase,
  episodes,
  genres,
  tags,
  titleCredits,
  titleExclusives,
  titleGenres,
  titles,
  titleTags,
} from '@hanabi/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

export type TitleRow = typeof titles.$inferSelect;

export interface AdminTitleRows {
  title: TitleRow;
  episodeCount: number;
  genres: Array<{ id: number; name: string }>;
  tags: Array<{ id: number; name: string }>;
  credits: Array<{ kind: 'cast' | 'staff'; role: string; personName: string }>;
  exclusive: { kind: 'exclusive' | 'early'; startsAt: Date; endsAt: Date } | null;
}

const episodeCount =
  sql<number>`(select count(*) from ${episodes} where ${episodes.titleId} = ${titles.id})::int`.mapWith(Number);

type ListFilters = Omit<AdminTitleListQuery, 'page' | 'per_page' | 'sort' | 'r18'> & { r18?: boolean | undefined };

/** The filters of the console's list. `q` matches the name or the reading, normalised as search does (0018). */
function listCondition({ q, status, display_group, r18 }: ListFilters): SQL | undefined {
  const needle = q ? sql`hanabi_search_text(${q})` : undefined;
  return and(
    needle && sql`(position(${needle} in ${titles.searchName}) > 0 or position(${needle} in ${titles.searchKana}) > 0)`,
    status === undefined
      ? undefined
      : status === 'published'
        ? isNotNull(titles.publishedAt)
        : isNull(titles.publishedAt),
    display_group === undefined ? undefined : eq(titles.displayGroup, display_group),
    r18 === undefined ? undefined : eq(titles.isAgeRestrictionR18, r18),
  );
}

const ORDERS: Record<'updated' | 'kana' | 'newest', SQL[]> = {
  updated: [desc(titles.updatedAt), desc(titles.id)],
  kana: [asc(titles.nameKana), asc(titles.id)],
  newest: [desc(titles.availableFrom), desc(titles.id)],
};

export async function listAdminTitles(
  db: AppDatabase,
  filters: ListFilters,
  sort: keyof typeof ORDERS,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: Array<TitleRow & { episodeCount: number }>; total: number }> {
  const where = listCondition(filters);
  const [counted] = await db.select({ total: count() }).from(titles).where(where);
  const rows = await db
    .select({ title: titles, episodeCount })
    .from(titles)
    .where(where)
    .orderBy(...ORDERS[sort])
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((row) => ({ ...row.title, episodeCount: row.episodeCount })), total: counted?.total ?? 0 };
}

/** The title and everything its form edits; `lock` holds its row until the transaction ends. */
export async function findAdminTitle(db: AppDatabase, id: number, lock = false): Promise<AdminTitleRows | undefined> {
  const query = db.select({ title: titles, episodeCount }).from(titles).where(eq(titles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [genreRows, tagRows, credits, [exclusive]] = await Promise.all([
    db
      .select({ id: genres.id, name: genres.name })
      .from(titleGenres)
      .innerJoin(genres, eq(genres.id, titleGenres.genreId))
      .where(eq(titleGenres.titleId, id))
      .orderBy(asc(genres.position), asc(genres.id)),
    db
      .select({ id: tags.id, name: tags.name })
      .from(titleTags)
      .innerJoin(tags, eq(tags.id, titleTags.tagId))
      .where(eq(titleTags.titleId, id))
      .orderBy(asc(tags.id)),
    db
      .select({ kind: titleCredits.kind, role: titleCredits.role, personName: titleCredits.personName })
      .from(titleCredits)
      .where(eq(titleCredits.titleId, id))
      .orderBy(asc(titleCredits.kind), asc(titleCredits.position)),
    db
      .select({ kind: titleExclusives.kind, startsAt: titleExclusives.startsAt, endsAt: titleExclusives.endsAt })
      .from(titleExclusives)
      .where(eq(titleExclusives.titleId, id)),
  ]);
  return { ...row, genres: genreRows, tags: tagRows, credits, exclusive: exclusive ?? null };
}

/** The titles columns a form sets. */
export function titleColumns(write: AdminTitleWrite) {
  return {
    name: write.name,
    nameKana: write.name_kana,
    synopsis: write.synopsis,
    productionCompany: write.production_company,
    copyright: write.copyright,
    productionYear: write.production_year,
    designType: write.design_type,
    displayGroup: write.display_group,
    isAgeRestrictionR18: write.is_age_restriction_r18,
    availableFrom: new Date(write.available_from),
    availableUntil: new Date(write.available_until),
  };
}

/** How many of `ids` exist in the genres or tags table. */
export async function countExisting(
  db: AppDatabase,
  table: typeof genres | typeof tags,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$count(table, inArray(table.id, ids));
}

/** Replaces the title's genres, tags, credits and exclusive window with the form's. */
export async function replaceTitleLinks(tx: AppDatabase, titleId: number, write: AdminTitleWrite): Promise<void> {
  await tx.delete(titleGenres).where(eq(titleGenres.titleId, titleId));
  await tx.delete(titleTags).where(eq(titleTags.titleId, titleId));
  await tx.delete(titleCredits).where(eq(titleCredits.titleId, titleId));
  await tx.delete(titleExclusives).where(eq(titleExclusives.titleId, titleId));
  if (write.genre_ids.length > 0) {
    await tx.insert(titleGenres).values(write.genre_ids.map((genreId) => ({ titleId, genreId })));
  }
  if (write.tag_ids.length > 0) await tx.insert(titleTags).values(write.tag_ids.map((tagId) => ({ titleId, tagId })));
  const credits = [
    ...write.cast.map(({ character, name }, position) => ({ kind: 'cast' as const, role: character, name, position })),
    ...write.staff.map(({ role, name }, position) => ({ kind: 'staff' as const, role, name, position })),
  ];
  if (credits.length > 0) {
    await tx
      .insert(titleCredits)
      .values(credits.map(({ kind, role, name, position }) => ({ titleId, kind, role, personName: name, position })));
  }
  if (write.exclusive) {
    const { kind, starts_at, ends_at } = write.exclusive;
    await tx
      .insert(titleExclusives)
      .values({ titleId, kind, startsAt: new Date(starts_at), endsAt: new Date(ends_at) });
  }
}
