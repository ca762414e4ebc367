/**
 * Writes a seed plan: catalogue rows are upserted by their natural keys (names, slug, episode number and
 * cut), so ids stay stable and nothing is duplicated; a title's genres, tags and credits are replaced
 * as a whole. Rows that left the catalogue are not deleted (viewers may own or have watched them).
 */

import type { AppDatabase } from '@hanabi/db';
import { episodes, genreGroups, genres, tags, titleCredits, titleGenres, titles, titleTags } from '@hanabi/db';
import { inArray } from 'drizzle-orm';
import type { SeedPlan } from './plan.ts';
import { chunks, idOf, updateFromExcluded } from './upsert.ts';

type Ids = Map<string, number>;

export async function writePlan(tx: AppDatabase, plan: SeedPlan): Promise<void> {
  const groupIds = await upsertGenreGroups(tx, plan);
  const genreIds = await upsertGenres(tx, plan, groupIds);
  const tagIds = await upsertTags(tx, plan);
  const titleIds = await upsertTitles(tx, plan);
  await replaceTitleRelations(tx, plan, { titleIds, genreIds, tagIds });
  await upsertEpisodes(tx, plan, titleIds);
}

async function upsertGenreGroups(tx: AppDatabase, plan: SeedPlan): Promise<Ids> {
  const ids: Ids = new Map();
  for (const chunk of chunks(plan.genreGroups)) {
    const rows = await tx
      .insert(genreGroups)
      .values(chunk)
      .onConflictDoUpdate({ target: genreGroups.name, set: updateFromExcluded(genreGroups, ['id', 'name']) })
      .returning({ id: genreGroups.id, name: genreGroups.name });
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

async function upsertGenres(tx: AppDatabase, plan: SeedPlan, groupIds: Ids): Promise<Ids> {
  const values = plan.genres.map(({ groupName, ...genre }) => ({ ...genre, genreGroupId: idOf(groupIds, groupName) }));
  const ids: Ids = new Map();
  for (const chunk of chunks(values)) {
    const rows = await tx
      .insert(genres)
      .values(chunk)
      .onConflictDoUpdate({ target: genres.name, set: updateFromExcluded(genres, ['id', 'name']) })
      .returning({ id: genres.id, name: genres.name });
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

async function upsertTags(tx: AppDatabase, plan: SeedPlan): Promise<Ids> {
  const ids: Ids = new Map();
  for (const chunk of chunks(plan.tags.map((name) => ({ name })))) {
    const rows = await tx
      .insert(tags)
      .values(chunk)
      // A no-op update rather than DO NOTHING, so that existing tags come back with their ids too.
      .onConflictDoUpdate({ target: tags.name, set: updateFromExcluded(tags, ['id']) })
      .returning({ id: tags.id, name: tags.name });
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

async function upsertTitles(tx: AppDatabase, plan: SeedPlan): Promise<Ids> {
  const ids: Ids = new Map();
  for (const chunk of chunks(plan.titles.map((title) => title.row))) {
    const rows = await tx
      .insert(titles)
      .values(chunk)
      .onConflictDoUpdate({ target: titles.slug, set: updateFromExcluded(titles, ['id', 'slug', 'searchKeywords']) })
      .returning({ id: titles.id, slug: titles.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

async function replaceTitleRelations(
  tx: AppDatabase,
  plan: SeedPlan,
  { titleIds, genreIds, tagIds }: { titleIds: Ids; genreIds: Ids; tagIds: Ids },
): Promise<void> {
  for (const chunk of chunks([...titleIds.values()])) {
    await tx.delete(titleGenres).where(inArray(titleGenres.titleId, chunk));
    await tx.delete(titleTags).where(inArray(titleTags.titleId, chunk));
    await tx.delete(titleCredits).where(inArray(titleCredits.titleId, chunk));
  }
  const planned = plan.titles.map((title) => ({ title, titleId: idOf(titleIds, title.row.slug) }));
  const genreRows = planned.flatMap(({ title, titleId }) =>
    title.genres.map((name) => ({ titleId, genreId: idOf(genreIds, name) })),
  );
  for (const chunk of chunks(genreRows)) await tx.insert(titleGenres).values(chunk);
  const tagRows = planned.flatMap(({ title, titleId }) =>
    title.tags.map((name) => ({ titleId, tagId: idOf(tagIds, name) })),
  );
  for (const chunk of chunks(tagRows)) await tx.insert(titleTags).values(chunk);
  const creditRows = planned.flatMap(({ title, titleId }) => title.credits.map((credit) => ({ ...credit, titleId })));
  for (const chunk of chunks(creditRows)) await tx.insert(titleCredits).values(chunk);
}

async function upsertEpisodes(tx: AppDatabase, plan: SeedPlan, titleIds: Ids): Promise<void> {
  const values = plan.titles.flatMap((title) =>
    title.episodes.map((episode) => ({ ...episode, titleId: idOf(titleIds, title.row.slug) })),
  );
  for (const chunk of chunks(values)) {
    await tx
      .insert(episodes)
      .values(chunk)
      .onConflictDoUpdate({
        target: [episodes.titleId, episodes.number, episodes.cut],
        set: updateFromExcluded(episodes, ['id', 'titleId', 'number', 'cut']),
      });
  }
}
