import { API_ERRORS, sharedCacheControl } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { memberWhoHid } from '../../test/discovery-fixtures.ts';

const atTestNow = { 'x-debug-time': TEST_NOW };
const MINUTE_IN_DAYS = 1 / (24 * 60);

interface Card {
  id: number;
  display_group: string;
}

describe('GET /v1/title/displayables', () => {
  let api: TestApi;
  const ids = { newest: 0, tiedFirst: 0, tiedSecond: 0, older: 0, mature: 0, upcoming: 0 };

  async function list(query: string, headers: Record<string, string> = atTestNow) {
    return api.app.inject({ method: 'GET', url: `/v1/title/displayables${query}`, headers });
  }

  async function everyCard(displayGroup?: string): Promise<Card[]> {
    const cards: Card[] = [];
    for (let page = 1; ; page += 1) {
      const group = displayGroup ? `&display_group=${displayGroup}` : '';
      const { contents } = (await list(`?per_page=100&page=${page}${group}`)).json();
      cards.push(...contents.items);
      if (page >= contents.pagination.total_pages) return cards;
    }
  }

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    // The newest titles of the catalogue (the demo seed's are older): they lead the list.
    ids.newest = await insertTitle(db, {
      slug: 'displayables-newest',
      availableFrom: daysFromNow(-1 * MINUTE_IN_DAYS),
    });
    ids.tiedFirst = await insertTitle(db, { availableFrom: daysFromNow(-2 * MINUTE_IN_DAYS) });
    ids.tiedSecond = await insertTitle(db, { availableFrom: daysFromNow(-2 * MINUTE_IN_DAYS) });
    ids.older = await insertTitle(db, { availableFrom: daysFromNow(-3 * MINUTE_IN_DAYS) });
    ids.mature = await insertTitle(db, {
      displayGroup: 'mature_group',
      isAgeRestrictionR18: true,
      availableFrom: daysFromNow(-0.5 * MINUTE_IN_DAYS),
    });
    ids.upcoming = await insertTitle(db, { availableFrom: daysFromNow(1) });
    await insertEpisode(db, ids.newest, { number: 1 });
    await insertEpisode(db, ids.newest, { number: 1, cut: 'premium', pricePoints: null, includedPlanIds: [2] });
    await insertEpisode(db, ids.newest, { number: 2 });
    await insertEpisode(db, ids.newest, { number: 3, releasedAt: daysFromNow(1) });
  });
  afterAll(() => api.close());

  it('answers general titles available now, newest first then by id, as cards', async () => {
    const response = await list('?per_page=2');

    expect(response.statusCode).toBe(200);
    const { code, contents } = response.json();
    expect(code).toBe(2000);
    expect(contents.items.map((card: Card) => card.id)).toEqual([ids.newest, ids.tiedFirst]);
    expect(contents.items[0]).toEqual({
      id: ids.newest,
      name: 'テスト作品 displayables-newest',
      name_kana: 'てすとさくひん',
      design_type: 1,
      display_group: 'general_group',
      is_age_restriction_r18: false,
      key_art: { url: `${TEST_API_ORIGIN}/media/art/titles/displayables-newest/key-art.svg`, width: 1280, height: 720 },
      poster: { url: `${TEST_API_ORIGIN}/media/art/titles/displayables-newest/poster.svg`, width: 600, height: 900 },
      episode_count: 2,
    });
  });

  it('answers a different page 2 that continues page 1', async () => {
    const first = (await list('?page=1&per_page=2')).json().contents;
    const second = (await list('?page=2&per_page=2')).json().contents;

    expect(second.items.map((card: Card) => card.id)).toEqual([ids.tiedSecond, ids.older]);
    expect(second.pagination).toEqual({
      page: 2,
      per_page: 2,
      total: first.pagination.total,
      total_pages: Math.ceil(first.pagination.total / 2),
    });
    expect(first.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it('answers an empty page past the end, with the same total', async () => {
    const { pagination } = (await list('?per_page=100')).json().contents;
    const response = await list(`?per_page=100&page=${pagination.total_pages + 1}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().contents).toEqual({
      items: [],
      pagination: { ...pagination, page: pagination.total_pages + 1 },
    });
  });

  it('never lists mature titles in the general group, nor titles not yet available', async () => {
    const cards = await everyCard();

    expect(cards.every((card) => card.display_group === 'general_group')).toBe(true);
    const listed = cards.map((card) => card.id);
    expect(listed).not.toContain(ids.mature);
    expect(listed).not.toContain(ids.upcoming);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists mature titles, and only those, when display_group=mature_group', async () => {
    const cards = await everyCard('mature_group');

    expect(cards[0]?.id).toBe(ids.mature);
    expect(cards.every((card) => card.display_group === 'mature_group')).toBe(true);
  });

  it('lists a title once X-Debug-Time reaches its availability', async () => {
    const response = await list('?per_page=1', { 'x-debug-time': daysFromNow(1).toISOString() });

    expect(response.json().contents.items.map((card: Card) => card.id)).toEqual([ids.upcoming]);
  });

  it("leaves out a member's hidden titles, and keeps that answer out of shared caches", async () => {
    const cookies = await memberWhoHid(api.database.db, [ids.newest]);

    const asMember = await api.app.inject({
      method: 'GET',
      url: '/v1/title/displayables?per_page=1',
      headers: atTestNow,
      cookies,
    });

    expect(asMember.json().contents.items.map((card: Card) => card.id)).toEqual([ids.tiedFirst]);
    expect(asMember.headers['cache-control']).toBe('private, no-store');
    expect((await list('?per_page=1', {})).headers['cache-control']).toBe(sharedCacheControl(60));
  });

  it.each([
    ['?per_page=101', 'querystring.per_page'],
    ['?per_page=0', 'querystring.per_page'],
    ['?page=0', 'querystring.page'],
    ['?page=abc', 'querystring.page'],
    ['?page=1.5', 'querystring.page'],
    ['?display_group=adult_group', 'querystring.display_group'],
  ])('answers 400 in Japanese for %s', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field, reason: expect.any(String) }],
    });
  });
});
