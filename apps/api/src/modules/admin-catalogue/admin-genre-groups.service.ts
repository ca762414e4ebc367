/**
 * Genre groups as operators keep them (decision 0046): the list with each group's genres in the order viewers
 * see (`GET /v1/genre_groups`, a title's genres), creating and renaming groups, and the explicit orders of the
 * groups and of the genres inside one. Every change is one transaction with its audit entry.
 */
import type { AdminGenre, AdminGenreGroup } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, genreGroups, genres, lockUntilCommit, titleGenres } from '@hanabi/db';
import { asc, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { requireWholeOrder, writePositions } from './explicit-order.ts';
import { requireFreeName } from './taxonomy-names.ts';

export const GROUP_NAMES_LOCK = 'genre_groups:names';

const titleCount =
  sql<number>`(select count(*) from ${titleGenres} where ${titleGenres.genreId} = ${genres.id})::int`.mapWith(Number);
export const genreColumns = {
  id: genres.id,
  name: genres.name,
  name_kana: genres.nameKana,
  genre_group_id: genres.genreGroupId,
  title_count: titleCount,
};

/** The genres of one group, or of all, in display order. */
export function listGenres(db: AppDatabase, groupId?: number): Promise<AdminGenre[]> {
  return db
    .select(genreColumns)
    .from(genres)
    .where(groupId === undefined ? undefined : eq(genres.genreGroupId, groupId))
    .orderBy(asc(genres.position), asc(genres.id));
}

export async function listGenreGroups(db: AppDatabase): Promise<AdminGenreGroup[]> {
  const groups = await db
    .select({ id: genreGroups.id, name: genreGroups.name })
    .from(genreGroups)
    .orderBy(asc(genreGroups.position), asc(genreGroups.id));
  const all = await listGenres(db);
  return groups.map((group) => ({ ...group, genres: all.filter((genre) => genre.genre_group_id === group.id) }));
}

/** The group, its row held until the transaction ends; 404 when unknown. */
export async function lockGenreGroup(tx: AppDatabase, id: number): Promise<{ id: number; name: string }> {
  const [group] = await tx
    .select({ id: genreGroups.id, name: genreGroups.name })
    .from(genreGroups)
    .where(eq(genreGroups.id, id))
    .for('update');
  if (!group) throw new ApiError('notFound', { message: 'このジャンルグループは見つかりません。' });
  return group;
}

export function createGenreGroup(db: AppDatabase, actor: AuditActor, name: string): Promise<AdminGenreGroup> {
  return db.transaction(async (tx) => {
    await requireFreeName(tx, genreGroups, GROUP_NAMES_LOCK, name);
    // A new group goes last; positions are read under the names lock, which every group write takes.
    const [row] = await tx
      .insert(genreGroups)
      .values({ name, position: sql`(select coalesce(max(${genreGroups.position}), 0) + 1 from ${genreGroups})` })
      .returning({ id: genreGroups.id, name: genreGroups.name });
    if (!row) throw new Error('genre group not inserted');
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'genre_group.create',
      targetType: 'genre_group',
      targetId: row.id,
      before: null,
      after: row,
    });
    return { ...row, genres: [] };
  });
}

export function renameGenreGroup(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  name: string,
): Promise<AdminGenreGroup> {
  return db.transaction(async (tx) => {
    const before = await lockGenreGroup(tx, id);
    await requireFreeName(tx, genreGroups, GROUP_NAMES_LOCK, name, id);
    await tx.update(genreGroups).set({ name }).where(eq(genreGroups.id, id));
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'genre_group.rename',
      targetType: 'genre_group',
      targetId: id,
      before: { name: before.name },
      after: { name },
    });
    return { id, name, genres: await listGenres(tx, id) };
  });
}

/** Puts the groups in the order of `ids`, which must name every group once. Answers the whole list. */
export async function reorderGenreGroups(
  db: AppDatabase,
  actor: AuditActor,
  ids: readonly number[],
): Promise<AdminGenreGroup[]> {
  await db.transaction(async (tx) => {
    // No group is created meanwhile: creation takes the same lock.
    await lockUntilCommit(tx, GROUP_NAMES_LOCK);
    const current = await tx
      .select({ id: genreGroups.id })
      .from(genreGroups)
      .orderBy(asc(genreGroups.position), asc(genreGroups.id))
      .for('update');
    requireWholeOrder(
      current.map((row) => row.id),
      ids,
    );
    await writePositions(tx, genreGroups, ids);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'genre_group.reorder',
      targetType: 'genre_group',
      targetId: null,
      before: { ids: current.map((row) => row.id) },
      after: { ids },
    });
  });
  return listGenreGroups(db);
}

/** Puts the genres of group `groupId` in the order of `ids`, which must name each of them once. */
export async function reorderGenres(
  db: AppDatabase,
  actor: AuditActor,
  groupId: number,
  ids: readonly number[],
): Promise<AdminGenreGroup> {
  return db.transaction(async (tx) => {
    // Holding the group keeps genres from being created in it or moved into it meanwhile.
    const group = await lockGenreGroup(tx, groupId);
    const current = await tx
      .select({ id: genres.id })
      .from(genres)
      .where(eq(genres.genreGroupId, groupId))
      .orderBy(asc(genres.position), asc(genres.id))
      .for('update');
    requireWholeOrder(
      current.map((row) => row.id),
      ids,
    );
    await writePositions(tx, genres, ids);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'genre.reorder',
      targetType: 'genre_group',
      targetId: groupId,
      before: { ids: current.map((row) => row.id) },
      after: { ids },
    });
    return { ...group, genres: await listGenres(tx, groupId) };
  });
}
