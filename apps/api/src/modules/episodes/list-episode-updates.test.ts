import { API_ERRORS } from '@hanabi/contract';
import { tags, titleTags } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { hideTitles } from '../../test/discovery-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

interface Update {
  id: number;
  number: number;
  cut: string;
  title: { id: number; episode_count: number };
}

describe('GET /v1/episode/newly_updates and /v1/scene/newly_updates', () => {
  let api: TestApi;
  let tagId: number;
  const ids = { title: 0, other: 0, mature: 0, ep1: 0, ep2: 0, ep2Premium: 0, ep3Later: 0, otherEp1: 0, matureEp: 0 };

  function list(
    path: string,
    query = '',
    headers: Record<string, string> = { 'x-debug-time': TEST_NOW },
    token?: string,
  ) {
    return api.app.inject({
      method: 'GET',
      url: `${path}?tag_id=${tagId}&${query}`,
      headers,
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }
  const idsOf = (items: Update[]) => items.map((item) => item.id);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const [tag] = await db
      .insert(tags)
      .values({ name: `新着話テスト-${process.pid}` })
      .returning({ id: tags.id });
    tagId = tag?.id ?? 0;
    const tagged = async (overrides = {}) => {
      const id = await insertTitle(db, { availableFrom: daysFromNow(-30), ...overrides });
      await db.insert(titleTags).values({ titleId: id, tagId });
      return id;
    };
    ids.title = await tagged();
    ids.other = await tagged();
    ids.mature = await tagged({ displayGroup: 'mature_group', isAgeRestrictionR18: true });
    ids.ep1 = await insertEpisode(db, ids.title, { number: 1, releasedAt: daysFromNow(-14) });
    ids.ep2 = await insertEpisode(db, ids.title, { number: 2, releasedAt: daysFromNow(-2) });
    ids.ep2Premium = await insertEpisode(db, ids.title, {
      number: 2,
      cut: 'premium',
      pricePoints: 330,
      releasedAt: daysFromNow(-2),
    });
    ids.ep3Later = await insertEpisode(db, ids.title, { number: 3, releasedAt: daysFromNow(1) });
    ids.otherEp1 = await insertEpisode(db, ids.other, { number: 1, releasedAt: daysFromNow(-5) });
    ids.matureEp = await insertEpisode(db, ids.mature, { number: 1, releasedAt: daysFromNow(-1) });
  });
  afterAll(() => api.close());

  it('lists released broadcast episodes, newest first, each with its title card', async () => {
    const response = await list('/v1/episode/newly_updates');
    expect(response.statusCode).toBe(200);
    const { items, pagination } = response.json().contents;
    expect(idsOf(items)).toEqual([ids.ep2, ids.otherEp1, ids.ep1]);
    expect(items[0]).toMatchObject({
      id: ids.ep2,
      title_id: ids.title,
      prefix_name: '第2話',
      cut: 'broadcast',
      released_at: '2025-09-29T12:00:00+09:00',
      title: { id: ids.title, display_group: 'general_group', episode_count: 2 },
    });
    expect(pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
  });

  it('lists premium cuts on the scene list', async () => {
    const { items } = (await list('/v1/scene/newly_updates')).json().contents;
    expect(idsOf(items)).toEqual([ids.ep2Premium]);
  });

  it('pages, and lists an episode once X-Debug-Time reaches its release', async () => {
    const second = (await list('/v1/episode/newly_updates', 'per_page=2&page=2')).json().contents;
    expect(idsOf(second.items)).toEqual([ids.ep1]);
    const later = { 'x-debug-time': daysFromNow(1).toISOString() };
    const { items } = (await list('/v1/episode/newly_updates', 'per_page=1', later)).json().contents;
    expect(items[0]).toMatchObject({ id: ids.ep3Later, title: { episode_count: 3 } });
  });

  it('applies the title filters and the viewer’s hidden titles to the episodes’ titles', async () => {
    const mature = (await list('/v1/episode/newly_updates', 'display_group=mature_group')).json().contents;
    expect(idsOf(mature.items)).toEqual([ids.matureEp]);
    const { db } = api.database;
    const member = await insertMember(db);
    await hideTitles(db, member.id, [ids.title]);
    const token = await signIn(db, member.id);
    const { items } = (await list('/v1/episode/newly_updates', '', undefined, token)).json().contents;
    expect(idsOf(items)).toEqual([ids.otherEp1]);
  });

  it.each([
    ['sort=newest&period=daily&per_page=101', 'querystring.per_page'],
    ['display_group=adult', 'querystring.display_group'],
  ])('answers 400 in Japanese for %s', async (query, field) => {
    const response = await list('/v1/scene/newly_updates', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field, reason: expect.any(String) }],
    });
  });
});
