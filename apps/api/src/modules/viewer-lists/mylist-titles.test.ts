import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { call, itemIds, signedInMember } from '../../test/web-client-calls.ts';
import { UNKNOWN_TITLE_MESSAGE } from './viewer-lists.service.ts';

describe('mylist: GET, POST /v1/users/mylist/titles and DELETE /v1/users/mylist/titles/:id', () => {
  let api: TestApi;
  const ids = { sakura: 0, asagao: 0, kaede: 0, ended: 0 };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    ids.sakura = await insertTitle(db, { name: '桜の坂道', nameKana: 'さくらのさかみち' });
    ids.asagao = await insertTitle(db, { name: '朝顔の約束', nameKana: 'あさがおのやくそく' });
    ids.kaede = await insertTitle(db, { name: '楓の通り道', nameKana: 'かえでのとおりみち' });
    ids.ended = await insertTitle(db, { availableFrom: daysFromNow(-30), availableUntil: daysFromNow(-1) });
    await insertEpisode(db, ids.sakura, { number: 1 });
    await insertEpisode(db, ids.sakura, { number: 2 });
  });
  afterAll(() => api.close());

  const add = (titleId: number | string, token?: string, at?: string) =>
    call(api, 'POST', `/v1/users/mylist/titles?title_id=${titleId}`, { token, ...(at ? { at } : {}) });
  const remove = (titleId: number | string, token?: string) =>
    call(api, 'DELETE', `/v1/users/mylist/titles/${titleId}`, { token });
  const list = (query: string, token?: string) => call(api, 'GET', `/v1/users/mylist/titles${query}`, { token });

  it('adds titles and lists them as title cards, the most recently added first', async () => {
    const token = await signedInMember(api);
    expect((await add(ids.sakura, token, '2025-10-01T10:00:00+09:00')).json()).toEqual({
      code: 2000,
      contents: { title_id: ids.sakura, added_at: '2025-10-01T10:00:00+09:00' },
    });
    await add(ids.asagao, token, '2025-10-01T11:00:00+09:00');

    const response = await list('', token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().contents).toMatchObject({
      items: [
        { id: ids.asagao, name: '朝顔の約束', added_at: '2025-10-01T11:00:00+09:00' },
        { id: ids.sakura, name: '桜の坂道', episode_count: 2, added_at: '2025-10-01T10:00:00+09:00' },
      ],
      pagination: { page: 1, per_page: 20, total: 2, total_pages: 1 },
    });
    expect(response.json().contents.items[1].poster.url).toMatch(/poster\.svg$/);
  });

  it('sorts by reading with sort=kana, and pages', async () => {
    const token = await signedInMember(api);
    for (const id of [ids.sakura, ids.asagao, ids.kaede]) await add(id, token);

    expect(itemIds(await list('?sort=kana', token))).toEqual([ids.asagao, ids.kaede, ids.sakura]);
    const second = await list('?sort=kana&per_page=2&page=2', token);
    expect(itemIds(second)).toEqual([ids.sakura]);
    expect(second.json().contents.pagination).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
  });

  it('tells whether one title is in the mylist with title_id', async () => {
    const token = await signedInMember(api);
    await add(ids.kaede, token);

    expect((await list(`?title_id=${ids.kaede}`, token)).json().contents.pagination.total).toBe(1);
    expect((await list(`?title_id=${ids.sakura}`, token)).json().contents.pagination.total).toBe(0);
  });

  it('tells which of a page of titles are in the mylist with title_ids, in one call', async () => {
    const token = await signedInMember(api);
    const theirs = await signedInMember(api);
    await add(ids.sakura, token);
    await add(ids.kaede, token);
    await add(ids.asagao, theirs);

    const answer = await list(`?title_ids=${ids.asagao},${ids.kaede},${ids.sakura}&per_page=100`, token);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(itemIds(answer).sort()).toEqual([ids.kaede, ids.sakura].sort());
    expect(answer.json().contents.pagination.total).toBe(2);
    expect(itemIds(await list(`?title_ids=${ids.asagao}`, token))).toEqual([]);
    expect(itemIds(await list(`?title_ids=${ids.asagao}`, theirs))).toEqual([ids.asagao]);
  });

  it('leaves the hidden titles out of a title_ids answer, as from the whole list', async () => {
    const token = await signedInMember(api);
    await add(ids.sakura, token);
    await add(ids.kaede, token);
    await call(api, 'POST', `/v1/users/hidden_titles?title_id=${ids.kaede}`, { token });

    expect(itemIds(await list(`?title_ids=${ids.sakura},${ids.kaede}`, token))).toEqual([ids.sakura]);
  });

  it.each([
    ['an empty list', 'title_ids='],
    ['a word', 'title_ids=abc'],
    ['an empty place', 'title_ids=1,,2'],
    ['a zero-padded id', 'title_ids=1,007'],
    ['an id out of range', 'title_ids=1,99999999999'],
    ['more than 100 ids', `title_ids=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`],
  ])('answers 400 in Japanese to title_ids with %s', async (_case, query) => {
    const token = await signedInMember(api);

    const response = await list(`?${query}`, token);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: API_ERRORS.badRequest.code,
      message: API_ERRORS.badRequest.message,
      details: [{ field: 'querystring.title_ids', reason: expect.any(String) }],
    });
  });

  it('takes exactly 100 title_ids', async () => {
    const token = await signedInMember(api);
    await add(ids.sakura, token);
    const hundred = [ids.sakura, ...Array.from({ length: 99 }, (_, index) => 1_900_000_000 + index)];

    expect(itemIds(await list(`?title_ids=${hundred.join(',')}`, token))).toEqual([ids.sakura]);
  });

  it('keeps one entry, with the first time, when a title is added twice', async () => {
    const token = await signedInMember(api);
    await add(ids.sakura, token, '2025-10-01T09:00:00+09:00');

    const again = await add(ids.sakura, token, '2025-10-01T11:30:00+09:00');

    expect(again.statusCode).toBe(200);
    expect(again.json().contents).toEqual({ title_id: ids.sakura, added_at: '2025-10-01T09:00:00+09:00' });
    expect(itemIds(await list('', token))).toEqual([ids.sakura]);
  });

  it('removes a title, and answers 200 again when it is no longer there', async () => {
    const token = await signedInMember(api);
    await add(ids.sakura, token);
    await add(ids.asagao, token);

    const removed = await remove(ids.sakura, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ code: 2000, contents: null });
    expect(itemIds(await list('', token))).toEqual([ids.asagao]);

    expect((await remove(ids.sakura, token)).statusCode).toBe(200);
    expect(itemIds(await list('', token))).toEqual([ids.asagao]);
  });

  it("touches only the caller's own mylist", async () => {
    const mine = await signedInMember(api);
    const theirs = await signedInMember(api);
    await add(ids.kaede, theirs);

    expect(itemIds(await list('', mine))).toEqual([]);
    await remove(ids.kaede, mine);
    expect(itemIds(await list('', theirs))).toEqual([ids.kaede]);
  });

  it('answers 404 in Japanese for an unknown title, and for one outside its window when adding', async () => {
    const token = await signedInMember(api);
    const unknown = { code: 4004, message: UNKNOWN_TITLE_MESSAGE };

    expect((await add(2_000_000_000, token)).json()).toEqual(unknown);
    expect((await add(ids.ended, token)).statusCode).toBe(404);
    expect((await remove(2_000_000_000, token)).json()).toEqual(unknown);
    expect((await remove(ids.ended, token)).statusCode).toBe(200);
  });

  it('answers 400 to a missing or malformed title id and a sort it does not know', async () => {
    const token = await signedInMember(api);

    for (const response of [
      await call(api, 'POST', '/v1/users/mylist/titles', { token }),
      await add('abc', token),
      await remove('0', token),
      await list('?sort=popular', token),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(API_ERRORS.badRequest.code);
    }
  });

  it('answers 401 to a guest', async () => {
    for (const response of [await list(''), await add(ids.sakura), await remove(ids.sakura)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 4001, message: API_ERRORS.unauthorized.message });
    }
  });

  it('takes the add with no body at all, as the query carries everything', async () => {
    const token = await signedInMember(api);
    const response = await api.app.inject({
      method: 'POST',
      url: `/v1/users/mylist/titles?title_id=${ids.kaede}`,
      headers: WEB_CLIENT_CALL_HEADERS,
      cookies: { festa_auth: token },
    });

    expect(response.statusCode).toBe(200);
    expect(itemIds(await list('', token))).toEqual([ids.kaede]);
  });

  it('refuses a change without the state-changing call headers', async () => {
    const token = await signedInMember(api);
    const response = await api.app.inject({
      method: 'POST',
      url: `/v1/users/mylist/titles?title_id=${ids.sakura}`,
      cookies: { festa_auth: token },
    });

    expect(response.statusCode).toBe(403);
    expect(itemIds(await list('', token))).toEqual([]);
  });
});
