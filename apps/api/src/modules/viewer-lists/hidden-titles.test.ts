import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { insertListScope, insertScopedTitle, type ListScopeFixture } from '../../test/discovery-fixtures.ts';
import { call, itemIds, signedInMember } from '../../test/web-client-calls.ts';
import { UNKNOWN_TITLE_MESSAGE } from './viewer-lists.service.ts';

describe('hidden titles: GET, POST /v1/users/hidden_titles and DELETE /v1/users/hidden_titles/:id', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const ids = { lantern: 0, harbour: 0 };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    ids.lantern = await insertScopedTitle(db, scope, { name: '灯籠流しの夜', nameKana: 'とうろうながしのよる' });
    ids.harbour = await insertScopedTitle(db, scope, { name: '港町ララバイ', nameKana: 'みなとまちららばい' });
  });
  afterAll(() => api.close());

  const hide = (titleId: number | string, token?: string, at?: string) =>
    call(api, 'POST', `/v1/users/hidden_titles?title_id=${titleId}`, { token, ...(at ? { at } : {}) });
  const unhide = (titleId: number | string, token?: string) =>
    call(api, 'DELETE', `/v1/users/hidden_titles/${titleId}`, { token });
  const hiddenList = (query: string, token?: string) => call(api, 'GET', `/v1/users/hidden_titles${query}`, { token });
  /** The scope's titles in the catalogue list, as the member sees them. */
  const catalogue = (token: string) =>
    call(api, 'GET', `/v1/title/displayables?tag_id=${scope.tagId}&sort=kana`, { token });
  const search = (q: string, token: string) =>
    call(api, 'GET', `/v1/search?q=${encodeURIComponent(q)}&tag_id=${scope.tagId}`, { token });

  it('takes a hidden title out of the lists and the search, and brings it back once shown again', async () => {
    const token = await signedInMember(api);
    expect(itemIds(await catalogue(token))).toEqual([ids.lantern, ids.harbour]);
    expect(itemIds(await search('灯籠', token))).toEqual([ids.lantern]);

    expect((await hide(ids.lantern, token)).statusCode).toBe(200);
    expect(itemIds(await catalogue(token))).toEqual([ids.harbour]);
    expect(itemIds(await search('灯籠', token))).toEqual([]);

    expect((await unhide(ids.lantern, token)).statusCode).toBe(200);
    expect(itemIds(await catalogue(token))).toEqual([ids.lantern, ids.harbour]);
    expect(itemIds(await search('灯籠', token))).toEqual([ids.lantern]);
  });

  it('takes a hidden title out of the mylist too, and back when shown again', async () => {
    const token = await signedInMember(api);
    await call(api, 'POST', `/v1/users/mylist/titles?title_id=${ids.harbour}`, { token });

    await hide(ids.harbour, token);
    expect(itemIds(await call(api, 'GET', '/v1/users/mylist/titles', { token }))).toEqual([]);
    await unhide(ids.harbour, token);
    expect(itemIds(await call(api, 'GET', '/v1/users/mylist/titles', { token }))).toEqual([ids.harbour]);
  });

  it('lists hidden titles most recently hidden first, paged, privately; title_id asks about one', async () => {
    const token = await signedInMember(api);
    await hide(ids.lantern, token, '2025-10-01T08:00:00+09:00');
    await hide(ids.harbour, token, '2025-10-01T09:00:00+09:00');

    const response = await hiddenList('?per_page=1', token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().contents).toMatchObject({
      items: [{ id: ids.harbour, name: '港町ララバイ', hidden_at: '2025-10-01T09:00:00+09:00' }],
      pagination: { page: 1, per_page: 1, total: 2, total_pages: 2 },
    });
    expect(itemIds(await hiddenList('?per_page=1&page=2', token))).toEqual([ids.lantern]);
    expect((await hiddenList(`?title_id=${ids.lantern}`, token)).json().contents.pagination.total).toBe(1);
  });

  it('is harmless to hide twice or to show again what is not hidden', async () => {
    const token = await signedInMember(api);
    await hide(ids.lantern, token, '2025-10-01T08:00:00+09:00');

    const again = await hide(ids.lantern, token, '2025-10-01T10:00:00+09:00');
    expect(again.statusCode).toBe(200);
    expect(again.json().contents).toEqual({ title_id: ids.lantern, hidden_at: '2025-10-01T08:00:00+09:00' });
    expect(itemIds(await hiddenList('', token))).toEqual([ids.lantern]);

    expect((await unhide(ids.harbour, token)).json()).toEqual({ code: 2000, contents: null });
    expect(itemIds(await hiddenList('', token))).toEqual([ids.lantern]);
  });

  it('hides a title for the caller only', async () => {
    const hider = await signedInMember(api);
    const other = await signedInMember(api);
    await hide(ids.lantern, hider);

    expect(itemIds(await catalogue(other))).toEqual([ids.lantern, ids.harbour]);
  });

  it('answers 404 in Japanese for an unknown title, 400 for a malformed id and 401 to a guest', async () => {
    const token = await signedInMember(api);
    const unknown = { code: 4004, message: UNKNOWN_TITLE_MESSAGE };

    expect((await hide(2_000_000_000, token)).json()).toEqual(unknown);
    expect((await unhide(2_000_000_000, token)).json()).toEqual(unknown);
    expect((await hide('1.5', token)).statusCode).toBe(400);
    expect((await unhide('-3', token)).statusCode).toBe(400);
    expect((await hiddenList('?page=0', token)).statusCode).toBe(400);
    for (const response of [await hiddenList(''), await hide(ids.lantern), await unhide(ids.lantern)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 4001, message: API_ERRORS.unauthorized.message });
    }
  });
});
