/**
 * The catalogue's rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts):
 * each /admin/v1 catalogue call with a target of its own (a fresh title, episode or tag) and a valid body,
 * so that a role the matrix allows gets 200 and any other 403.
 */
import type { OperatorPermission } from '@hanabi/contract';
import { type AppDatabase, tags } from '@hanabi/db';
import { insertEpisode, insertTitle } from './catalogue-fixtures.ts';
import { twoColourPng } from './image-fixtures.ts';

export interface CatalogueGuardedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: (targetId: number) => string;
  /** The path as the API document names it, when a parameter other than the id is in it. */
  documented?: string;
  /** JSON, or a Buffer sent as a file (an image upload). */
  body?: (n: number) => unknown;
  permission: OperatorPermission;
  /** Makes what the call acts on and answers its id. */
  target: (db: AppDatabase) => Promise<number>;
}

async function insertTag(db: AppDatabase): Promise<number> {
  const [row] = await db
    .insert(tags)
    .values({ name: `権限表のタグ ${crypto.randomUUID()}` })
    .returning({ id: tags.id });
  if (!row) throw new Error('tag not inserted');
  return row.id;
}

const aTitle = (db: AppDatabase) => insertTitle(db);
const anEpisode = async (db: AppDatabase) => insertEpisode(db, await insertTitle(db));
const noTarget = async () => 1;

const titleForm = (n: number) => ({
  name: `権限表の作品 ${n}`,
  name_kana: 'けんげんひょう',
  design_type: 1,
  display_group: 'general_group',
  is_age_restriction_r18: false,
  available_from: '2025-09-01T00:00:00+09:00',
  available_until: '2026-09-01T00:00:00+09:00',
});
const episodeForm = () => ({
  number: 7,
  prefix_name: '第7話',
  name: '権限表',
  sec_length: 1440,
  cut: 'broadcast',
  is_free: true,
  released_at: '2025-09-01T00:00:00+09:00',
  available_until: '2026-09-01T00:00:00+09:00',
});

/** The smallest key art an upload takes: one width, so the matrix stays quick. */
const smallKeyArt = twoColourPng(640, 360);

/** A tag every merge of the table goes into. */
let mergeInto: number | undefined;

export const CATALOGUE_GUARDED: CatalogueGuardedCall[] = [
  { method: 'GET', path: () => '/admin/v1/titles', permission: 'catalogue:read', target: noTarget },
  { method: 'GET', path: (id) => `/admin/v1/titles/${id}`, permission: 'catalogue:read', target: aTitle },
  { method: 'POST', path: () => '/admin/v1/titles', body: titleForm, permission: 'catalogue:write', target: noTarget },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/titles/${id}`,
    body: titleForm,
    permission: 'catalogue:write',
    target: aTitle,
  },
  { method: 'POST', path: (id) => `/admin/v1/titles/${id}/publish`, permission: 'catalogue:write', target: aTitle },
  { method: 'POST', path: (id) => `/admin/v1/titles/${id}/unpublish`, permission: 'catalogue:write', target: aTitle },
  {
    method: 'POST',
    path: (id) => `/admin/v1/titles/${id}/images/key_art`,
    documented: '/admin/v1/titles/{id}/images/{kind}',
    body: () => smallKeyArt,
    permission: 'catalogue:write',
    target: aTitle,
  },
  { method: 'GET', path: (id) => `/admin/v1/titles/${id}/episodes`, permission: 'catalogue:read', target: aTitle },
  {
    method: 'GET',
    path: (id) => `/admin/v1/titles/${id}/preview?viewer=lite&at=2025-10-01T12%3A00%3A00%2B09%3A00`,
    permission: 'catalogue:read',
    target: aTitle,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/titles/${id}/episodes`,
    body: episodeForm,
    permission: 'catalogue:write',
    target: aTitle,
  },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/episodes/${id}`,
    body: episodeForm,
    permission: 'catalogue:write',
    target: anEpisode,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/episodes/${id}/publish`,
    permission: 'catalogue:write',
    target: anEpisode,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/episodes/${id}/unpublish`,
    permission: 'catalogue:write',
    target: anEpisode,
  },
  { method: 'GET', path: () => '/admin/v1/tags', permission: 'catalogue:read', target: noTarget },
  {
    method: 'POST',
    path: () => '/admin/v1/tags',
    body: (n) => ({ name: `権限表の新しいタグ ${n}` }),
    permission: 'catalogue:write',
    target: noTarget,
  },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/tags/${id}`,
    body: (n) => ({ name: `権限表の改名 ${n}` }),
    permission: 'catalogue:write',
    target: insertTag,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/tags/${id}/merge`,
    body: () => ({ into_tag_id: mergeInto }),
    permission: 'catalogue:write',
    target: async (db) => {
      mergeInto ??= await insertTag(db);
      return insertTag(db);
    },
  },
];
