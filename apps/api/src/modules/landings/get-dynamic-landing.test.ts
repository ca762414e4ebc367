import { API_ERRORS } from '@hanabi/contract';
import { dynamicLandings, dynamicLandingTitles } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { hideTitles } from '../../test/discovery-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

describe('GET /v1/dynamic_landings', () => {
  let api: TestApi;
  const ids = { second: 0, first: 0, upcoming: 0, mature: 0 };
  const slug = 'test_dynamic_singleimage';

  function get(query: string, headers: Record<string, string> = { 'x-debug-time': TEST_NOW }, token?: string) {
    return api.app.inject({
      method: 'GET',
      url: `/v1/dynamic_landings?${query}`,
      headers,
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }
  const titleIdsOf = (contents: { titles: Array<{ id: number }> }) => contents.titles.map((title) => title.id);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    ids.second = await insertTitle(db, { synopsis: '二番目に並ぶ作品のあらすじ。' });
    ids.first = await insertTitle(db);
    ids.upcoming = await insertTitle(db, { availableFrom: daysFromNow(3) });
    ids.mature = await insertTitle(db, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, ids.first, { number: 1 });
    const [landing] = await db
      .insert(dynamicLandings)
      .values({
        slug,
        heading: '秋の新作特集',
        lead: '今期の注目作をまとめてご紹介します。',
        layout: 'single_image',
        startsAt: daysFromNow(-2),
        endsAt: daysFromNow(5),
      })
      .returning({ id: dynamicLandings.id });
    const landingId = landing?.id ?? 0;
    await db.insert(dynamicLandingTitles).values([
      { landingId, titleId: ids.second, position: 2 },
      { landingId, titleId: ids.first, position: 1 },
      { landingId, titleId: ids.upcoming, position: 3 },
      { landingId, titleId: ids.mature, position: 4 },
    ]);
  });
  afterAll(() => api.close());

  it('answers a running landing with its available titles in position order, with synopses', async () => {
    const response = await get(`slug=${slug}`);
    expect(response.statusCode).toBe(200);
    const { contents } = response.json();
    expect(contents).toMatchObject({
      slug,
      heading: '秋の新作特集',
      lead: '今期の注目作をまとめてご紹介します。',
      layout: 'single_image',
      starts_at: '2025-09-29T12:00:00+09:00',
      ends_at: '2025-10-06T12:00:00+09:00',
    });
    expect(titleIdsOf(contents)).toEqual([ids.first, ids.second]);
    expect(contents.titles[0]).toMatchObject({ id: ids.first, episode_count: 1, synopsis: 'テスト用のあらすじです。' });
    expect(contents.titles[1].synopsis).toBe('二番目に並ぶ作品のあらすじ。');
  });

  it('shows mature titles only when display_group=mature_group asks for them', async () => {
    const { contents } = (await get(`slug=${slug}&display_group=mature_group`)).json();
    expect(titleIdsOf(contents)).toEqual([ids.mature]);
  });

  it('lists a title once it is available, and leaves out a signed-in member’s hidden titles', async () => {
    const later = { 'x-debug-time': daysFromNow(4).toISOString() };
    expect(titleIdsOf((await get(`slug=${slug}`, later)).json().contents)).toEqual([
      ids.first,
      ids.second,
      ids.upcoming,
    ]);
    const { db } = api.database;
    const member = await insertMember(db);
    await hideTitles(db, member.id, [ids.first]);
    const token = await signIn(db, member.id);
    const response = await get(`slug=${slug}`, undefined, token);
    expect(titleIdsOf(response.json().contents)).toEqual([ids.second]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['before its window', daysFromNow(-2.01)],
    ['from the end of its window', daysFromNow(5)],
  ])('answers 404 in Japanese %s', async (_, instant) => {
    const response = await get(`slug=${slug}`, { 'x-debug-time': instant.toISOString() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('slug=dynamic_unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
  });

  it.each(['slug=a%2Fb', 'slug=', 'slug=DYNAMIC', ''])('answers 400 in Japanese for %j', async (query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field: 'querystring.slug', reason: expect.any(String) }],
    });
  });
});
