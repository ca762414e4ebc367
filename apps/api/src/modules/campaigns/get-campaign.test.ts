import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { memberWhoHid } from '../../test/discovery-fixtures.ts';
import { insertCampaign } from './campaign-fixtures.ts';

describe('GET /v1/campaigns/{slug}', () => {
  let api: TestApi;
  const ids = { first: 0, second: 0, upcoming: 0, mature: 0, otherMature: 0 };
  const slug = `-t${process.pid}`;
  const matureSlug = `list-otona-t${process.pid}`;

  function get(path: string, now: string | Date = TEST_NOW, cookies?: Record<string, string>) {
    const time = typeof now === 'string' ? now : now.toISOString();
    return api.app.inject({ method: 'GET', url: path, headers: { 'x-debug-time': time }, cookies });
  }
  const titleIdsOf = (response: { json(): { contents: { titles: Array<{ id: number }> } } }) =>
    response.json().contents.titles.map((title) => title.id);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    ids.first = await insertTitle(db);
    ids.second = await insertTitle(db);
    ids.upcoming = await insertTitle(db, { availableFrom: daysFromNow(3) });
    ids.mature = await insertTitle(db, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    ids.otherMature = await insertTitle(db, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, ids.first, { number: 1 });
    // A general campaign naming a mature title by mistake does not show it.
    await insertCampaign(db, slug, [ids.second, ids.first, ids.upcoming, ids.mature], {
      name: '秋の先行配信キャンペーン',
      layout: 'lp',
      listed: false,
      endsAt: daysFromNow(5),
    });
    await insertCampaign(db, matureSlug, [ids.otherMature, ids.mature, ids.first], { requiresAgePermission: true });
  });
  afterAll(() => api.close());

  it('answers a running campaign with its available titles in the campaign’s order', async () => {
    const response = await get(`/v1/campaigns/${slug}`);
    expect(response.statusCode).toBe(200);
    const { contents } = response.json();
    expect(contents).toMatchObject({
      slug,
      name: '秋の先行配信キャンペーン',
      lead: 'テスト用のキャンペーンです。',
      body: '一段落目です。\n\n二段落目です。',
      layout: 'lp',
      requires_age_permission: false,
      starts_at: '2025-09-30T12:00:00+09:00',
      ends_at: '2025-10-06T12:00:00+09:00',
    });
    expect(titleIdsOf(response)).toEqual([ids.second, ids.first]);
    expect(contents.titles[1]).toMatchObject({ id: ids.first, episode_count: 1 });
  });

  it('shows only mature titles in a campaign behind the age check', async () => {
    const response = await get(`/v1/campaigns/${matureSlug}`);
    expect(response.json().contents.requires_age_permission).toBe(true);
    expect(titleIdsOf(response)).toEqual([ids.otherMature, ids.mature]);
  });

  it('lists a title once it is available, and leaves out a signed-in member’s hidden titles', async () => {
    expect(titleIdsOf(await get(`/v1/campaigns/${slug}`, daysFromNow(4)))).toEqual([
      ids.second,
      ids.first,
      ids.upcoming,
    ]);
    const cookies = await memberWhoHid(api.database.db, [ids.second]);
    const response = await get(`/v1/campaigns/${slug}`, TEST_NOW, cookies);
    expect(titleIdsOf(response)).toEqual([ids.first]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['before its period', daysFromNow(-1.01)],
    ['once it has ended', daysFromNow(5)],
  ])('answers 404 in Japanese %s', async (_, instant) => {
    const response = await get(`/v1/campaigns/${slug}`, instant);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/v1/campaigns/list-nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
  });

  it.each(['LIST-DOKUSEN', 'list_dokusen', 'list--dokusen', '--1604', 'a%2Fb', 'x'.repeat(65)])(
    'answers 400 in Japanese for the slug %j',
    async (bad) => {
      const response = await get(`/v1/campaigns/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 4000,
        message: API_ERRORS.badRequest.message,
        details: [{ field: 'params.slug', reason: expect.any(String) }],
      });
    },
  );
});
