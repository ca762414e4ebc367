/**
 * Genres as operators keep them (decision 0046): created at the end of their group, edited (name, reading,
 * group — moved to the end of another), and merged into another genre (taxonomy-merge.ts). Every change is one transaction with its
 * audit entry. Locks are taken groups first, then genres, each in id order, as the reorders take them.
 */
import { type AdminGenre, CATALOGUE_MESSAGES, type AdminGenreForm as GenreForm } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, genres, titleGenres } from '@hanabi/db';
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { genreColumns, lockGenreGroup } from './admin-genre-groups.service.ts';
import { type MergeableTaxonomy, mergeTaxonomy } from './taxonomy-merge.ts';
import { requireFreeName } from './taxonomy-names.ts';

const GENRE_NAMES_LOCK = 'genres:names';

async function findGenre(tx: AppDatabase, id: number, lock: boolean): Promise<AdminGenre> {
  const query = tx.select(genreColumns).from(genres).where(eq(genres.id, id));
  const [genre] = lock ? await query.for('update') : await query;
  if (!genre) throw new ApiError('notFound', { message: 'このジャンルは見つかりません。' });
  return genre;
}

/** The next position at the end of the group; read while the group's row is held. */
const endOfGroup = (groupId: number) =>
  sql<number>`(select coalesce(max(${genres.position}), 0) + 1 from ${genres} where ${genres.genreGroupId} = ${groupId})`;

const formOf = (genre: AdminGenre) => ({
  name: genre.name,
  name_kana: genre.name_kana,
  genre_group_id: genre.genre_group_id,
});

export function createGenre(db: AppDatabase, actor: AuditActor, form: GenreForm): Promise<AdminGenre> {
  return db.transaction(async (tx) => {
    await lockGenreGroup(tx, form.genre_group_id);
    await requireFreeName(tx, genres, GENRE_NAMES_LOCK, form.name);
    const [row] = await tx
      .insert(genres)
      .values({
        name: form.name,
        nameKana: form.name_kana,
        genreGroupId: form.genre_group_id,
        position: endOfGroup(form.genre_group_id),
      })
      .returning({ id: genres.id });
    if (!row) throw new Error('genre not inserted');
    const genre: AdminGenre = { id: row.id, ...form, title_count: 0 };
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'genre.create',
      targetType: 'genre',
      targetId: genre.id,
      before: null,
      after: formOf(genre),
    });
    return genre;
  });
}

export function updateGenre(db: AppDatabase, actor: AuditActor, id: number, form: GenreForm): Promise<AdminGenre> {
  return db.transaction(async (tx) => {
    const seen = await findGenre(tx, id, false);
    const groupIds = [...new Set([seen.genre_group_id, form.genre_group_id])].sort((a, b) => a - b);
    for (const groupId of groupIds) await lockGenreGroup(tx, groupId);
    const before = await findGenre(tx, id, true);
    if (before.genre_group_id !== seen.genre_group_id) {
      // Moved by another save between the two reads: the groups held are not the ones it is in now.
      throw new ApiError('conflict', { message: CATALOGUE_MESSAGES.staleOrder });
    }
    await requireFreeName(tx, genres, GENRE_NAMES_LOCK, form.name, id);
    const moved = before.genre_group_id !== form.genre_group_id;
    await tx
      .update(genres)
      .set({
        name: form.name,
        nameKana: form.name_kana,
        genreGroupId: form.genre_group_id,
        ...(moved ? { position: endOfGroup(form.genre_group_id) } : {}),
      })
      .where(eq(genres.id, id));
    const after = await findGenre(tx, id, false);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'genre.update',
      targetType: 'genre',
      targetId: id,
      before: formOf(before),
      after: formOf(after),
    });
    return after;
  });
}

const mergeableGenres: MergeableTaxonomy<AdminGenre> = {
  kind: 'genre',
  table: genres,
  links: { table: titleGenres, titleId: titleGenres.titleId, termId: titleGenres.genreId },
  find: findGenre,
  intoItself: { message: CATALOGUE_MESSAGES.genreMergeIntoItself, field: 'body.into_genre_id' },
};

/** Moves every title of genre `id` into genre `intoId`, then removes genre `id`: all or nothing (taxonomy-merge.ts). */
export function mergeGenre(db: AppDatabase, actor: AuditActor, id: number, intoId: number): Promise<AdminGenre> {
  return mergeTaxonomy(db, actor, mergeableGenres, id, intoId);
}
