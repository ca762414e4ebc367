import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveTitle, insertTitleIn, recordPurchase, recordViews } from '../../test/activity-fixtures.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { hideTitles, insertGenre } from '../../test/discovery-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

interface Ranked {
  id: number;
  rank: number;
  score: number;
  views: number;
  purchases: number;
}

describe('GET /v1/title/rankings', () => {
  let api: TestApi;
  let genreId: number;
  const titles: Record<'top' | 'bought' | 'fourViews' | 'tiedA' | 'tiedI' | 'lastWeek' | 'quiet', ActiveTitle> =
    {} as never;

  async function rank(query: string, headers: Record<string, string> = { 'x-debug-time': TEST_NOW }) {
    return api.app.inject({ method: 'GET', url: `/v1/title/rankings?genre_id=${genreId}&${query}`, headers });
  }
  const idsOf = (items: Ranked[]) => items.map((item) => item.id);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    genreId = (await insertGenre(db)).id;
    const title = (nameKana: string) => insertTitleIn(db, [genreId], { nameKana });
    // Inserted so that ids disagree with reading order: ties must follow name_kana.
    titles.tiedI = await title('いいい');
    titles.tiedA = await title('あああ');
    titles.top = await title('んんん');
    titles.bought = await title('かかか');
    titles.fourViews = await title('さささ');
    titles.lastWeek = await title('たたた');
    titles.quiet = await title('ななな');
    const hoursAgo = (hours: number) => daysFromNow(-hours / 24);
    await recordViews(db, titles.top, 10, hoursAgo(2));
    await recordViews(db, titles.bought, 2, hoursAgo(3));
    await recordPurchase(db, titles.bought, hoursAgo(3));
    await recordViews(db, titles.fourViews, 4, daysFromNow(-3));
    await recordViews(db, titles.tiedA, 2, hoursAgo(1));
    await recordViews(db, titles.tiedI, 2, hoursAgo(1));
    await recordViews(db, titles.lastWeek, 1, daysFromNow(-8));
    // After TEST_NOW: not counted yet.
    await recordViews(db, titles.quiet, 50, daysFromNow(0.5));
  });
  afterAll(() => api.close());

  it('ranks titles by views plus 3 per completed purchase, weekly by default, ties by reading order', async () => {
    const response = await rank('per_page=10');
    expect(response.statusCode).toBe(200);
    const { items, pagination } = response.json().contents;
    expect(idsOf(items)).toEqual([
      titles.top.id,
      titles.bought.id,
      titles.fourViews.id,
      titles.tiedA.id,
      titles.tiedI.id,
    ]);
    expect(items.map((item: Ranked) => item.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(items[1]).toMatchObject({ id: titles.bought.id, score: 5, views: 2, purchases: 1 });
    expect(items[0]).toMatchObject({ score: 10, views: 10, purchases: 0, episode_count: 1 });
    expect(pagination).toEqual({ page: 1, per_page: 10, total: 5, total_pages: 1 });
  });

  it('continues rank numbers on the next pages', async () => {
    const second = (await rank('per_page=2&page=2')).json().contents;
    const third = (await rank('per_page=2&page=3')).json().contents;
    expect(second.items.map((item: Ranked) => [item.id, item.rank])).toEqual([
      [titles.fourViews.id, 3],
      [titles.tiedA.id, 4],
    ]);
    expect(third.items.map((item: Ranked) => [item.id, item.rank])).toEqual([[titles.tiedI.id, 5]]);
    expect(third.pagination).toEqual({ page: 3, per_page: 2, total: 5, total_pages: 3 });
  });

  it('counts a view 8 days old in the monthly ranking but not in the weekly one', async () => {
    const weekly = (await rank('period=weekly&per_page=10')).json().contents.items;
    const monthly = (await rank('period=monthly&per_page=10')).json().contents.items;
    expect(idsOf(weekly)).not.toContain(titles.lastWeek.id);
    expect(monthly.at(-1)).toMatchObject({ id: titles.lastWeek.id, rank: 6, score: 1 });
  });

  it('keeps to the last day for the daily ranking, as of the X-Debug-Time', async () => {
    const daily = (await rank('period=daily&per_page=10')).json().contents.items;
    expect(idsOf(daily)).toEqual([titles.top.id, titles.bought.id, titles.tiedA.id, titles.tiedI.id]);

    const dayLater = (await rank('period=daily', { 'x-debug-time': daysFromNow(1).toISOString() })).json().contents;
    expect(idsOf(dayLater.items)).toEqual([titles.quiet.id]);
    const eightDaysEarlier = { 'x-debug-time': daysFromNow(-7.9).toISOString() };
    expect(idsOf((await rank('period=daily', eightDaysEarlier)).json().contents.items)).toEqual([titles.lastWeek.id]);
  });

  it('leaves out the titles a signed-in member hid', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    await hideTitles(db, member.id, [titles.top.id]);
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/title/rankings?genre_id=${genreId}`,
      headers: { 'x-debug-time': TEST_NOW },
      cookies: { festa_auth: await signIn(db, member.id) },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { items } = response.json().contents;
    expect(idsOf(items)).not.toContain(titles.top.id);
    expect(items[0]).toMatchObject({ id: titles.bought.id, rank: 1 });
    expect(idsOf((await rank('')).json().contents.items)).toContain(titles.top.id);
  });

  it.each([
    ['period=yearly', 'querystring.period'],
    ['per_page=0', 'querystring.per_page'],
    ['design_type=7', 'querystring.design_type'],
  ])('answers 400 in Japanese for %s', async (query, field) => {
    const response = await rank(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 4000, message: API_ERRORS.badRequest.message });
    expect(response.json().details[0].field).toContain(field);
  });
});
