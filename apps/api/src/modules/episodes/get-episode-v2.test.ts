import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';

describe('GET /v2/episodes/:id', () => {
  let api: TestApi;
  const ids = { ep1: 0, ep2: 0, ep2Premium: 0, ep4: 0, ep5Later: 0, otherTitleEp3: 0 };

  function get(id: number | string, now = TEST_NOW) {
    return api.app.inject({ method: 'GET', url: `/v2/episodes/${id}`, headers: { 'x-debug-time': now } });
  }

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const titleId = await insertTitle(db, { availableFrom: daysFromNow(-30) });
    // Inserted out of order, with episode 3 missing: neighbours go by number, skipping gaps.
    ids.ep4 = await insertEpisode(db, titleId, { number: 4 });
    ids.ep1 = await insertEpisode(db, titleId, { number: 1, isFree: true, pricePoints: null });
    ids.ep2Premium = await insertEpisode(db, titleId, { number: 2, cut: 'premium', pricePoints: 330 });
    ids.ep2 = await insertEpisode(db, titleId, { number: 2 });
    ids.ep5Later = await insertEpisode(db, titleId, { number: 5, releasedAt: daysFromNow(1) });
    ids.otherTitleEp3 = await insertEpisode(db, await insertTitle(db), { number: 3 });
  });
  afterAll(() => api.close());

  it('answers v1’s episode plus its neighbours of the same cut and its other cut', async () => {
    const response = await get(ids.ep2);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const v1 = (
      await api.app.inject({ method: 'GET', url: `/v1/episodes/${ids.ep2}`, headers: { 'x-debug-time': TEST_NOW } })
    ).json().contents;
    expect(response.json().contents).toEqual({
      ...v1,
      previous_episode_id: ids.ep1,
      next_episode_id: ids.ep4,
      other_cut_episode_id: ids.ep2Premium,
    });
  });

  it('has no neighbours where the title has none released', async () => {
    expect((await get(ids.ep1)).json().contents).toMatchObject({
      access: 'free',
      previous_episode_id: null,
      next_episode_id: ids.ep2,
      other_cut_episode_id: null,
    });
    expect((await get(ids.ep4)).json().contents.next_episode_id).toBeNull();
    expect((await get(ids.ep2Premium)).json().contents).toMatchObject({
      previous_episode_id: null,
      next_episode_id: null,
      other_cut_episode_id: ids.ep2,
    });
  });

  it('finds the next episode once X-Debug-Time reaches its release', async () => {
    const later = daysFromNow(1).toISOString();
    expect((await get(ids.ep4, later)).json().contents.next_episode_id).toBe(ids.ep5Later);
  });

  it('is 404 for an unreleased episode and 400 for a malformed id', async () => {
    expect((await get(ids.ep5Later)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(400);
  });
});
