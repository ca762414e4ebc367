import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertSubscription, signIn, topUpPoints } from '../../test/member-fixtures.ts';
import { call } from '../../test/web-client-calls.ts';
import { insertFreeEpisode, minutesLater, reportPosition } from './watching-test-support.ts';

describe('GET /v1/users/title_access', () => {
  let api: TestApi;
  let titleId: number;
  let otherTitleId: number;
  const episodes = { free: 0, sold: 0, alsoSold: 0, elsewhere: 0 };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    titleId = await insertTitle(db, { name: '灯台守の夏', nameKana: 'とうだいもりのなつ' });
    otherTitleId = await insertTitle(db, { name: '別の作品', nameKana: 'べつのさくひん' });
    episodes.free = await insertFreeEpisode(db, titleId);
    episodes.sold = await insertEpisode(db, titleId, { number: 20, pricePoints: 220, includedPlanIds: [] });
    episodes.alsoSold = await insertEpisode(db, titleId, { number: 21, pricePoints: 220, includedPlanIds: [] });
    episodes.elsewhere = await insertFreeEpisode(db, otherTitleId);
  });
  afterAll(() => api.close());

  const titleAccess = (token: string | undefined, id = titleId) =>
    call(api, 'GET', `/v1/users/title_access?title_id=${id}`, { token });

  it("answers the member's plan, the title's episodes they own and where they left off in it, privately", async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    await insertSubscription(db, member.id, { planId: 2 });
    await topUpPoints(db, member.id, 500);
    const token = await signIn(db, member.id);
    const bought = await call(
      api,
      'POST',
      `/v1/episode/purchase?episode_id=${episodes.sold}&idempotency_key=title-access-0001`,
      { token },
    );
    expect(bought.statusCode).toBe(200);
    await reportPosition(api, token, episodes.free, 300, minutesLater(-20));
    await reportPosition(api, token, episodes.sold, 600, minutesLater(-10));
    // The newest position of all is in another title: not this title's.
    await reportPosition(api, token, episodes.elsewhere, 60, minutesLater(-5));

    const response = await titleAccess(token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().contents).toEqual({
      plan_id: 2,
      owned_episode_ids: [episodes.sold],
      resume: { episode_id: episodes.sold, position_seconds: 600, duration_seconds: 1440 },
    });
  });

  it('answers a member who holds nothing of the title with no plan, nothing owned and nowhere to resume', async () => {
    const token = await signIn(api.database.db, (await insertMember(api.database.db)).id);

    const response = await titleAccess(token);

    expect(response.json().contents).toEqual({ plan_id: null, owned_episode_ids: [], resume: null });
  });

  it('answers 401 to a guest and 400 for a title id that is none', async () => {
    expect((await titleAccess(undefined)).statusCode).toBe(401);
    const token = await signIn(api.database.db, (await insertMember(api.database.db)).id);
    const bad = await call(api, 'GET', '/v1/users/title_access?title_id=0x10', { token });
    expect(bad.statusCode).toBe(400);
  });
});
