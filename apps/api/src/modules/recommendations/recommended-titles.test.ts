import { API_ERRORS, RECOMMENDED_TITLES_PER_GENRE } from '@hanabi/contract';
import { tags, titleTags } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveTitle, insertTitleIn, recordPurchase, recordViews } from '../../test/activity-fixtures.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { hideTitles, insertGenre } from '../../test/discovery-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

interface Section {
  genre: { id: number; name: string };
  titles: Array<{ id: number }>;
}

describe('GET /v1/recommended_titles', () => {
  let api: TestApi;
  /** One tag on every fixture title, so that the demo catalogue stays out of the answers. */
  let tagId: number;
  let popularGenre: { id: number; name: string };
  let nicheGenre: { id: number; name: string };
  /** In the popular genre: 8 titles, the busiest first. */
  const popular: ActiveTitle[] = [];
  let niche: ActiveTitle;
  let newerNiche: ActiveTitle;

  async function recommend(query: string, cookies?: Record<string, string>) {
    return api.app.inject({
      method: 'GET',
      url: `/v1/recommended_titles?tag_id=${tagId}&${query}`,
      headers: { 'x-debug-time': TEST_NOW },
      ...(cookies ? { cookies } : {}),
    });
  }
  const sectionsOf = async (query: string, cookies?: Record<string, string>): Promise<Section[]> =>
    (await recommend(query, cookies)).json().contents.genres;
  const idsOf = (section: Section | undefined) => section?.titles.map((title) => title.id);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const [tag] = await db
      .insert(tags)
      .values({ name: `おすすめテスト-${process.pid}` })
      .returning({ id: tags.id });
    tagId = tag?.id ?? 0;
    popularGenre = await insertGenre(db);
    nicheGenre = await insertGenre(db);
    const titleIn = async (genreIds: number[], availableDaysAgo = 100) => {
      const title = await insertTitleIn(db, genreIds, { availableFrom: daysFromNow(-availableDaysAgo) });
      await db.insert(titleTags).values({ titleId: title.id, tagId });
      return title;
    };
    for (let index = 0; index < 8; index += 1) {
      const title = await titleIn([popularGenre.id]);
      await recordViews(db, title, 40 - index * 4, daysFromNow(-10));
      popular.push(title);
    }
    // Two views and a purchase 20 days ago (score 5) against no activity: the purchase weighs in.
    niche = await titleIn([nicheGenre.id]);
    await recordViews(db, niche, 2, daysFromNow(-20));
    await recordPurchase(db, niche, daysFromNow(-20));
    newerNiche = await titleIn([nicheGenre.id], 10);
    // Shares both genres; the viewer has watched it.
    await recordViews(db, await titleIn([popularGenre.id, nicheGenre.id]), 1, daysFromNow(-40));
  });
  afterAll(() => api.close());

  it('gives a guest without titles the most popular titles of each genre, at most 6, popular genres first', async () => {
    const response = await recommend('');
    expect(response.statusCode).toBe(200);
    const [first, second, ...rest] = response.json().contents.genres as Section[];
    expect(first?.genre).toEqual(popularGenre);
    expect(idsOf(first)).toEqual(popular.slice(0, RECOMMENDED_TITLES_PER_GENRE).map((title) => title.id));
    expect(second?.genre).toEqual(nicheGenre);
    // Same score (none) between the shared title and newerNiche: the newest first.
    expect(idsOf(second)?.slice(0, 2)).toEqual([niche.id, newerNiche.id]);
    expect(rest).toEqual([]);
  });

  it('puts the genres of the given titles first and never recommends the given titles back', async () => {
    const given = [niche.id, popular[0]?.id, popular[1]?.id];
    const [first, second] = await sectionsOf(`title_ids=${given.join(',')}`);
    // Two given titles are in the popular genre, one in the niche genre.
    expect(first?.genre).toEqual(popularGenre);
    expect(idsOf(first)).toEqual(popular.slice(2, 8).map((title) => title.id));
    expect(second?.genre).toEqual(nicheGenre);
    expect(idsOf(second)).not.toContain(niche.id);
    expect(idsOf(second)?.[0]).toBe(newerNiche.id);

    const [leading] = await sectionsOf(`title_ids=${newerNiche.id}`);
    expect(leading?.genre).toEqual(nicheGenre);
  });

  it('answers at most `genres` genres', async () => {
    expect((await sectionsOf('genres=1')).map((section) => section.genre)).toEqual([popularGenre]);
  });

  it('leaves out the titles a signed-in member hid', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    const hidden = popular[0]?.id ?? 0;
    await hideTitles(db, member.id, [hidden]);
    const [first] = await sectionsOf('', { festa_auth: await signIn(db, member.id) });
    expect(idsOf(first)).not.toContain(hidden);
    expect(idsOf(first)).toEqual(popular.slice(1, 7).map((title) => title.id));
  });

  it.each([
    ['title_ids=abc', 'querystring.title_ids'],
    ['title_ids=', 'querystring.title_ids'],
    ['title_ids=1,,2', 'querystring.title_ids'],
    ['title_ids=99999999999', 'querystring.title_ids'],
    ['genres=0', 'querystring.genres'],
  ])('answers 400 in Japanese for %s', async (query, field) => {
    const response = await recommend(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field, reason: expect.any(String) }],
    });
  });
});
