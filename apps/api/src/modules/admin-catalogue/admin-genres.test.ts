/**
 * Genres and genre groups in the operator API (decision 0046): created and renamed with unique names (409),
 * reordered by an explicit list (409 when it no longer matches) as viewers then see them, and a genre merged
 * into another — its titles move, a title in both keeps one link, the genre is gone — every write audited.
 */
import { auditLog, titleGenres } from '@hanabi/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

interface Group {
  id: number;
  name: string;
  genres: Array<{ id: number; name: string; title_count: number }>;
}

describe('genres and genre groups under /admin/v1', () => {
  let api: TestApi;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  async function ok(method: 'POST' | 'PUT', url: string, body: unknown) {
    const response = await adminCall(api, method, url, { cookie: editor, body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents;
  }
  const createGroup = async (name = uniqueLabel('グループ')): Promise<number> =>
    (await ok('POST', '/admin/v1/genre-groups', { name })).id;
  const createGenre = async (groupId: number, name = uniqueLabel('ジャンル')): Promise<number> =>
    (await ok('POST', '/admin/v1/genres', { name, name_kana: 'じゃんる', genre_group_id: groupId })).id;

  /** The groups as viewers get them (GET /v1/genre_groups), with their genres' ids. */
  async function viewerGroups(): Promise<Array<{ id: number; name: string; genres: number[] }>> {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/genre_groups',
      headers: { 'x-debug-time': TEST_NOW },
    });
    return response.json().contents.items.map((group: Group) => ({
      id: group.id,
      name: group.name,
      genres: group.genres.map((genre) => genre.id),
    }));
  }
  async function groupIds(): Promise<number[]> {
    const response = await adminCall(api, 'GET', '/admin/v1/genre-groups', { cookie: support });
    return response.json().contents.items.map((group: Group) => group.id);
  }
  async function auditOf(operation: string, targetId: number | null) {
    const rows = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operation, operation))
      .orderBy(asc(auditLog.id));
    return rows.filter((row) => row.targetId === (targetId === null ? null : String(targetId)));
  }

  it('creates a group and genres last, and refuses taken names (409), an empty name, a reading not in kana (400) and サポート (403)', async () => {
    const name = uniqueLabel('スポーツ');
    const groupId = await createGroup(name);
    const first = await createGenre(groupId, uniqueLabel('野球'));
    const second = await createGenre(groupId, uniqueLabel('サッカー'));

    const takenGroup = await adminCall(api, 'POST', '/admin/v1/genre-groups', { cookie: editor, body: { name } });
    const genreName = uniqueLabel('テニス');
    await createGenre(groupId, genreName);
    const takenGenre = await adminCall(api, 'POST', '/admin/v1/genres', {
      cookie: editor,
      body: { name: genreName, name_kana: 'てにす', genre_group_id: groupId },
    });
    const empty = await adminCall(api, 'POST', '/admin/v1/genre-groups', { cookie: editor, body: { name: '  ' } });
    const latin = await adminCall(api, 'POST', '/admin/v1/genres', {
      cookie: editor,
      body: { name: uniqueLabel('ゴルフ'), name_kana: '高尔夫', genre_group_id: groupId },
    });
    const bySupport = await adminCall(api, 'POST', '/admin/v1/genre-groups', { cookie: support, body: { name: 'x' } });

    expect([
      takenGroup.statusCode,
      takenGenre.statusCode,
      empty.statusCode,
      latin.statusCode,
      bySupport.statusCode,
    ]).toEqual([409, 409, 400, 400, 403]);
    expect([takenGroup.json().message, takenGenre.json().message]).toEqual([
      'この名前はすでに使われています。',
      'この名前はすでに使われています。',
    ]);
    expect(empty.json().message).toBe('ジャンルグループ名を入力してください。');
    expect(latin.json().message).toBe('よみがなはひらがなで入力してください（カタカナはひらがなに直して保存します）。');
    const viewer = await viewerGroups();
    expect(viewer.at(-1)).toMatchObject({ id: groupId, name });
    expect(viewer.at(-1)?.genres.slice(0, 2)).toEqual([first, second]);
    expect(await auditOf('genre_group.create', groupId)).toHaveLength(1);
  });

  it('renames a group and a genre; viewers see the new names', async () => {
    const groupId = await createGroup();
    const genreId = await createGenre(groupId);
    const groupName = uniqueLabel('新しいグループ名');
    const genreName = uniqueLabel('新しいジャンル名');

    await ok('PUT', `/admin/v1/genre-groups/${groupId}`, { name: groupName });
    const genre = await ok('PUT', `/admin/v1/genres/${genreId}`, {
      name: genreName,
      name_kana: 'アタラシイ',
      genre_group_id: groupId,
    });

    expect(genre).toMatchObject({ name: genreName, name_kana: 'あたらしい' });
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/genre_groups',
      headers: { 'x-debug-time': TEST_NOW },
    });
    const group = response.json().contents.items.find((item: Group) => item.id === groupId);
    expect(group).toMatchObject({ name: groupName, genres: [{ id: genreId, name: genreName }] });
    const [entry] = await auditOf('genre.update', genreId);
    expect(entry).toMatchObject({ after: { name: genreName, name_kana: 'あたらしい', genre_group_id: groupId } });
    const unknown = await adminCall(api, 'PUT', '/admin/v1/genre-groups/2000000000', {
      cookie: editor,
      body: { name: uniqueLabel('なし') },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'このジャンルグループは見つかりません。']);
  });

  it('reorders the groups and the genres of one as the list says, and refuses a list that no longer matches (409)', async () => {
    const groupId = await createGroup();
    const [a, b, c] = [await createGenre(groupId), await createGenre(groupId), await createGenre(groupId)];
    const before = await groupIds();
    const wanted = [groupId, ...before.filter((id) => id !== groupId)];

    await ok('PUT', '/admin/v1/genre-groups/order', { ids: wanted });
    await ok('PUT', `/admin/v1/genre-groups/${groupId}/genre-order`, { ids: [c, a, b] });

    const viewer = await viewerGroups();
    expect(viewer.map((group) => group.id)).toEqual(wanted);
    expect(viewer[0]?.genres).toEqual([c, a, b]);
    const back = await adminCall(api, 'PUT', '/admin/v1/genre-groups/order', { cookie: editor, body: { ids: before } });
    const missing = await adminCall(api, 'PUT', `/admin/v1/genre-groups/${groupId}/genre-order`, {
      cookie: editor,
      body: { ids: [b, a] },
    });
    const repeated = await adminCall(api, 'PUT', `/admin/v1/genre-groups/${groupId}/genre-order`, {
      cookie: editor,
      body: { ids: [a, a, b] },
    });
    expect([back.statusCode, missing.statusCode, repeated.statusCode]).toEqual([200, 409, 400]);
    expect((await viewerGroups()).map((group) => group.id)).toEqual(before);
    expect(missing.json().message).toBe(
      '並べ替えている間に一覧が変わりました。画面を読み込み直してから、もう一度並べ替えてください。',
    );
    expect(repeated.json().message).toBe('並び順に同じ項目が重複しています。');
    expect((await viewerGroups()).find((group) => group.id === groupId)?.genres).toEqual([c, a, b]);
    const [entry] = await auditOf('genre.reorder', groupId);
    expect(entry).toMatchObject({ before: { ids: [a, b, c] }, after: { ids: [c, a, b] } });
  });

  it('refuses a group order missing a group created since the list was read (409)', async () => {
    const seen = await groupIds();
    await createGroup();
    const stale = await adminCall(api, 'PUT', '/admin/v1/genre-groups/order', {
      cookie: editor,
      body: { ids: [...seen].reverse() },
    });
    expect(stale.statusCode).toBe(409);
    expect((await groupIds()).slice(0, seen.length)).toEqual(seen);
  });

  it('moves a genre to the end of another group', async () => {
    const from = await createGroup();
    const to = await createGroup();
    const genreId = await createGenre(from);
    const already = await createGenre(to);

    await ok('PUT', `/admin/v1/genres/${genreId}`, {
      name: uniqueLabel('移動'),
      name_kana: 'いどう',
      genre_group_id: to,
    });

    const viewer = await viewerGroups();
    expect(viewer.find((group) => group.id === from)?.genres).toEqual([]);
    expect(viewer.find((group) => group.id === to)?.genres).toEqual([already, genreId]);
  });

  it('merges a genre into another: its titles move, a title in both keeps one link, the genre is gone, audited', async () => {
    const { db } = api.database;
    const groupId = await createGroup();
    const merged = await createGenre(groupId);
    const kept = await createGenre(groupId);
    const onlyMerged = await insertTitle(db);
    const both = await insertTitle(db);
    await db.insert(titleGenres).values([
      { titleId: onlyMerged, genreId: merged },
      { titleId: both, genreId: merged },
      { titleId: both, genreId: kept },
    ]);

    const into = await ok('POST', `/admin/v1/genres/${merged}/merge`, { into_genre_id: kept });

    expect(into).toMatchObject({ id: kept, title_count: 2 });
    const links = await db
      .select({ titleId: titleGenres.titleId, genreId: titleGenres.genreId })
      .from(titleGenres)
      .where(eq(titleGenres.genreId, kept))
      .orderBy(asc(titleGenres.titleId));
    expect(links.map((link) => link.titleId)).toEqual([onlyMerged, both].sort((x, y) => x - y));
    expect(await db.$count(titleGenres, eq(titleGenres.genreId, merged))).toBe(0);
    expect((await viewerGroups()).find((group) => group.id === groupId)?.genres).toEqual([kept]);
    // The viewer's title page lists the genre it moved to.
    const title = await api.app.inject({
      method: 'GET',
      url: `/v1/titles/${onlyMerged}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    expect(title.json().contents.genres.map((genre: { id: number }) => genre.id)).toEqual([kept]);
    const [entry] = await auditOf('genre.merge', merged);
    expect(entry).toMatchObject({
      before: { title_ids: expect.arrayContaining([onlyMerged, both]) },
      after: { into: { id: kept }, title_count: 2 },
    });
  });

  it('refuses to merge a genre into itself (400) or into an unknown genre (404), changing nothing', async () => {
    const genreId = await createGenre(await createGroup());
    const itself = await adminCall(api, 'POST', `/admin/v1/genres/${genreId}/merge`, {
      cookie: editor,
      body: { into_genre_id: genreId },
    });
    const unknown = await adminCall(api, 'POST', `/admin/v1/genres/${genreId}/merge`, {
      cookie: editor,
      body: { into_genre_id: 2_000_000_000 },
    });
    expect([itself.statusCode, unknown.statusCode]).toEqual([400, 404]);
    expect(itself.json().message).toBe('同じジャンルどうしは統合できません。');
    expect(unknown.json().message).toBe('このジャンルは見つかりません。');
    expect(await auditOf('genre.merge', genreId)).toEqual([]);
  });
});
