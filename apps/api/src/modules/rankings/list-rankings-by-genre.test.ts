import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveTitle, insertTitleIn, recordPurchase, recordViews } from '../../test/activity-fixtures.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertGenre } from '../../test/discovery-fixtures.ts';

interface Section {
  genre: { id: number; name: string };
  items: Array<{ id: number; rank: number; score: number }>;
}

describe('GET /v1/title/ranking_by_genres', () => {
  let api: TestApi;
  let later: { id: number; name: string };
  let earlier: { id: number; name: string };
  let quietGenreId: number;
  const titles: ActiveTitle[] = [];

  async function rankByGenre(query: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/title/ranking_by_genres?${query}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    return response;
  }
  async function ourSections(query: string): Promise<Section[]> {
    const { genres } = (await rankByGenre(query)).json().contents;
    const ours = [later.id, earlier.id, quietGenreId];
    return genres.filter((section: Section) => ours.includes(section.genre.id));
  }

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    // Created first but placed in a later genre group: display order, not creation order, decides.
    later = await insertGenre(db, 901);
    earlier = await insertGenre(db, 900);
    quietGenreId = (await insertGenre(db, 899)).id;
    const recent = daysFromNow(-0.5);
    // Three titles in both genres, a fourth only in the later one, a fifth in the quiet genre without activity.
    for (const views of [3, 7, 5]) {
      const title = await insertTitleIn(db, [later.id, earlier.id]);
      await recordViews(db, title, views, recent);
      titles.push(title);
    }
    const laterOnly = await insertTitleIn(db, [later.id]);
    await recordViews(db, laterOnly, 1, recent);
    await recordPurchase(db, laterOnly, recent);
    titles.push(laterOnly);
    await insertTitleIn(db, [quietGenreId]);
  });
  afterAll(() => api.close());

  it('answers each active genre in display order with its best titles ranked from 1', async () => {
    const response = await rankByGenre('per_genre=3');
    expect(response.statusCode).toBe(200);
    const [first, second, ...rest] = await ourSections('per_genre=3');
    expect(rest).toEqual([]);
    expect(first?.genre).toEqual(earlier);
    expect(first?.items.map((item) => [item.id, item.rank, item.score])).toEqual([
      [titles[1]?.id, 1, 7],
      [titles[2]?.id, 2, 5],
      [titles[0]?.id, 3, 3],
    ]);
    expect(second?.genre).toEqual(later);
    expect(second?.items.map((item) => [item.id, item.rank, item.score])).toEqual([
      [titles[1]?.id, 1, 7],
      [titles[2]?.id, 2, 5],
      [titles[3]?.id, 3, 4],
    ]);
  });

  it('keeps at most per_genre titles in each genre', async () => {
    const sections = await ourSections('per_genre=1');
    expect(sections.map((section) => section.items.map((item) => item.id))).toEqual([[titles[1]?.id], [titles[1]?.id]]);
  });

  it('counts only the period asked for', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/title/ranking_by_genres?period=daily',
      headers: { 'x-debug-time': daysFromNow(2).toISOString() },
    });
    const ours = [later.id, earlier.id];
    expect(response.json().contents.genres.filter((s: Section) => ours.includes(s.genre.id))).toEqual([]);
  });

  it.each([
    ['period=yearly', 'querystring.period'],
    ['per_genre=0', 'querystring.per_genre'],
    ['per_genre=21', 'querystring.per_genre'],
  ])('answers 400 in Japanese for %s', async (query, field) => {
    const response = await rankByGenre(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field, reason: expect.any(String) }],
    });
  });
});
