import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, describeTitle, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';

const atTestNow = { 'x-debug-time': TEST_NOW };

describe('GET /v1/titles/:id', () => {
  let api: TestApi;
  let titleId: number;
  let credits: Awaited<ReturnType<typeof describeTitle>>;
  let upcomingId: number;
  let endedId: number;

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    titleId = await insertTitle(db, { slug: 'get-title-main', availableFrom: daysFromNow(-30) });
    credits = await describeTitle(db, titleId);
    // Inserted out of order on purpose.
    await insertEpisode(db, titleId, { number: 2, cut: 'premium', pricePoints: null, includedPlanIds: [2] });
    await insertEpisode(db, titleId, { number: 2 });
    await insertEpisode(db, titleId, { number: 1, isFree: true, pricePoints: null, includedPlanIds: [] });
    await insertEpisode(db, titleId, { number: 3, releasedAt: daysFromNow(1) });
    upcomingId = await insertTitle(db, { availableFrom: daysFromNow(1) });
    endedId = await insertTitle(db, { availableFrom: daysFromNow(-10), availableUntil: daysFromNow(-1) });
  });
  afterAll(() => api.close());

  it('answers the title with genres, tags, cast, staff and absolute media URLs', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/v1/titles/${titleId}`, headers: atTestNow });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(2000);
    expect(body.contents).toMatchObject({
      id: titleId,
      name: 'テスト作品 get-title-main',
      name_kana: 'てすとさくひん',
      design_type: 1,
      display_group: 'general_group',
      is_age_restriction_r18: false,
      synopsis: 'テスト用のあらすじです。',
      production_company: 'テスト制作',
      copyright: '©2025 テスト製作委員会',
      production_year: 2025,
      key_art: { url: `${TEST_API_ORIGIN}/media/art/titles/get-title-main/key-art.svg`, width: 1280, height: 720 },
      poster: { url: `${TEST_API_ORIGIN}/media/art/titles/get-title-main/poster.svg`, width: 600, height: 900 },
      genres: [{ id: expect.any(Number), name: credits.genre }],
      tags: [{ id: expect.any(Number), name: credits.tag }],
      cast: [{ character: credits.character, name: credits.actor }],
      staff: [{ role: credits.role, name: credits.staff }],
      available_from: '2025-09-01T12:00:00+09:00',
      available_until: '9999-12-31T23:59:00+09:00',
    });
  });

  it('lists released episodes by number, the broadcast cut before the premium cut', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/v1/titles/${titleId}`, headers: atTestNow });
    const { contents } = response.json();

    expect(contents.episodes.map((e: { number: number; cut: string }) => [e.number, e.cut])).toEqual([
      [1, 'broadcast'],
      [2, 'broadcast'],
      [2, 'premium'],
    ]);
    expect(contents.episode_count).toBe(2);
    expect(contents.episodes[0]).toEqual({
      id: expect.any(Number),
      title_id: titleId,
      number: 1,
      prefix_name: '第1話',
      name: 'エピソード1',
      summary: 'テスト用のあらすじです。',
      sec_length: 1440,
      thumbnail: { url: `${TEST_API_ORIGIN}/media/art/episodes/${titleId}-1.svg`, width: 640, height: 360 },
      released_at: '2025-09-30T12:00:00+09:00',
      is_free: true,
      price_points: null,
      included_plan_ids: [],
      cut: 'broadcast',
    });
  });

  it('shows an episode once X-Debug-Time reaches its release', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/titles/${titleId}`,
      headers: { 'x-debug-time': daysFromNow(2).toISOString() },
    });

    expect(response.json().contents.episodes.map((e: { number: number }) => e.number)).toEqual([1, 2, 2, 3]);
  });

  it('answers 404 in the error envelope for an unknown id', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/v1/titles/2147483647', headers: atTestNow });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
  });

  it.each(['abc', '-1', '1.5', '99999999999', '0', '0x10', '1e3', '%207', '007'])(
    'answers 400 in Japanese for the id %j',
    async (id) => {
      const response = await api.app.inject({ method: 'GET', url: `/v1/titles/${id}`, headers: atTestNow });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 4000,
        message: API_ERRORS.badRequest.message,
        details: [{ field: 'params.id', reason: expect.any(String) }],
      });
    },
  );

  it('answers 404 for a title not yet available, and finds it once X-Debug-Time reaches available_from', async () => {
    const before = await api.app.inject({ method: 'GET', url: `/v1/titles/${upcomingId}`, headers: atTestNow });
    const after = await api.app.inject({
      method: 'GET',
      url: `/v1/titles/${upcomingId}`,
      headers: { 'x-debug-time': daysFromNow(1).toISOString() },
    });

    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
    expect(after.statusCode).toBe(200);
    expect(after.json().contents.id).toBe(upcomingId);
  });

  it('answers 404 from the moment a title stops being available', async () => {
    const at = (instant: Date) =>
      api.app.inject({
        method: 'GET',
        url: `/v1/titles/${endedId}`,
        headers: { 'x-debug-time': instant.toISOString() },
      });
    const until = daysFromNow(-1);

    expect((await at(new Date(until.getTime() - 1))).statusCode).toBe(200);
    expect((await at(until)).statusCode).toBe(404);
    expect((await at(daysFromNow(0))).statusCode).toBe(404);
  });
});
