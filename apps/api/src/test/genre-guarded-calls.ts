/**
 * The permission matrix rows (modules/operators/operator-permissions.test.ts) of genres, genre groups, the tag
 * order, episode markers and cut scenes: each call with a fresh target and a body valid for it. An explicit order must
 * name every item, and a genre names its group, so `target` reads or makes them and leaves them for `body`.
 */
import { type AppDatabase, genreGroups, genres, tags } from '@hanabi/db';
import { asc, eq } from 'drizzle-orm';
import { insertEpisode, insertTitle } from './catalogue-fixtures.ts';
import type { CatalogueGuardedCall } from './catalogue-guarded-calls.ts';
import { insertGenre, insertListScope } from './discovery-fixtures.ts';
import { insertEpisodeMedia } from './playback-fixtures.ts';

/** What the last `target` made or read, for the call's body. */
const made = { groupId: 0, genreIds: [] as number[], groupIds: [] as number[], tagIds: [] as number[] };
let mergeInto: number | undefined;

async function aGroupWithAGenre(db: AppDatabase): Promise<number> {
  const { groupId, genreId } = await insertListScope(db);
  made.groupId = groupId;
  made.genreIds = [genreId];
  return groupId;
}

async function aGenre(db: AppDatabase): Promise<number> {
  const { id } = await insertGenre(db);
  const [row] = await db.select({ groupId: genres.genreGroupId }).from(genres).where(eq(genres.id, id));
  made.groupId = row?.groupId ?? 0;
  return id;
}

async function everyGroup(db: AppDatabase): Promise<number> {
  const rows = await db.select({ id: genreGroups.id }).from(genreGroups).orderBy(asc(genreGroups.id));
  made.groupIds = rows.map((row) => row.id);
  return 1;
}

async function everyTag(db: AppDatabase): Promise<number> {
  const rows = await db.select({ id: tags.id }).from(tags).orderBy(asc(tags.id));
  made.tagIds = rows.map((row) => row.id);
  return 1;
}

async function aPackagedEpisode(db: AppDatabase): Promise<number> {
  const episodeId = await insertEpisode(db, await insertTitle(db));
  await insertEpisodeMedia(db, episodeId);
  return episodeId;
}

const genreForm = (n: number) => ({
  name: `権限表のジャンル ${n}`,
  name_kana: 'けんげん',
  genre_group_id: made.groupId,
});
const write = 'catalogue:write' as const;

export const GENRE_GUARDED: CatalogueGuardedCall[] = [
  { method: 'GET', path: () => '/admin/v1/genre-groups', permission: 'catalogue:read', target: async () => 1 },
  {
    method: 'POST',
    path: () => '/admin/v1/genre-groups',
    body: (n) => ({ name: `権限表のグループ ${n}` }),
    permission: write,
    target: async () => 1,
  },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/genre-groups/${id}`,
    body: (n) => ({ name: `権限表のグループ改名 ${n}` }),
    permission: write,
    target: aGroupWithAGenre,
  },
  {
    method: 'PUT',
    path: () => '/admin/v1/genre-groups/order',
    body: () => ({ ids: made.groupIds }),
    permission: write,
    target: everyGroup,
  },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/genre-groups/${id}/genre-order`,
    body: () => ({ ids: made.genreIds }),
    permission: write,
    target: aGroupWithAGenre,
  },
  { method: 'POST', path: () => '/admin/v1/genres', body: genreForm, permission: write, target: aGroupWithAGenre },
  { method: 'PUT', path: (id) => `/admin/v1/genres/${id}`, body: genreForm, permission: write, target: aGenre },
  {
    method: 'POST',
    path: (id) => `/admin/v1/genres/${id}/merge`,
    body: () => ({ into_genre_id: mergeInto }),
    permission: write,
    target: async (db) => {
      mergeInto ??= (await insertGenre(db)).id;
      return (await insertGenre(db)).id;
    },
  },
  {
    method: 'PUT',
    path: () => '/admin/v1/tags/order',
    body: () => ({ ids: made.tagIds }),
    permission: write,
    target: everyTag,
  },
  {
    method: 'GET',
    path: (id) => `/admin/v1/episodes/${id}/markers`,
    permission: 'catalogue:read',
    target: aPackagedEpisode,
  },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/episodes/${id}/markers`,
    body: () => ({ opening_start: 10, opening_end: 100, ending_start: 1300, ending_end: null, is_vr: false }),
    permission: write,
    target: aPackagedEpisode,
  },
  {
    method: 'GET',
    path: (id) => `/admin/v1/episodes/${id}/cut-scenes`,
    permission: 'catalogue:read',
    target: aPackagedEpisode,
  },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/episodes/${id}/cut-scenes`,
    body: () => ({ scene_starts: [0, 300, 900] }),
    permission: write,
    target: aPackagedEpisode,
  },
];
