import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_WEB_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { signedInMember } from '../../test/web-client-calls.ts';
import { NOT_ENTITLED_MESSAGE } from '../episodes/playback-entitlement.ts';
import { UNKNOWN_EPISODE_MESSAGE } from './watching.service.ts';
import { countedViews, insertFreeEpisode, minutesLater, startPlayback } from './watching-test-support.ts';

describe('POST /v1/episode_watching_histories: started playbacks, as the rankings count them', () => {
  let api: TestApi;
  let titleId: number;

  beforeAll(async () => {
    api = await buildTestApi();
    titleId = await insertTitle(api.database.db, { name: '再生回数' });
  });
  afterAll(() => api.close());

  it('counts each start of a guest whose browser sends no tracking id (only the address limits them)', async () => {
    const episodeId = await insertFreeEpisode(api.database.db, titleId);

    const response = await startPlayback(api, undefined, episodeId);
    await startPlayback(api, undefined, episodeId, minutesLater(1));

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ code: 2000, contents: null });
    expect(await countedViews(api.database.db, episodeId)).toBe(2);
  });

  it('counts a member starting the same episode again within 30 minutes once', async () => {
    const episodeId = await insertFreeEpisode(api.database.db, titleId);
    const token = await signedInMember(api);

    await startPlayback(api, token, episodeId);
    await startPlayback(api, token, episodeId, minutesLater(10));
    await startPlayback(api, token, episodeId, minutesLater(29));
    expect(await countedViews(api.database.db, episodeId)).toBe(1);

    await startPlayback(api, token, episodeId, minutesLater(31));
    expect(await countedViews(api.database.db, episodeId)).toBe(2);
  });

  it('counts each member, and each episode, on its own', async () => {
    const first = await insertFreeEpisode(api.database.db, titleId);
    const second = await insertFreeEpisode(api.database.db, titleId);
    const one = await signedInMember(api);
    const another = await signedInMember(api);

    await startPlayback(api, one, first);
    await startPlayback(api, another, first);
    await startPlayback(api, one, second);

    expect(await countedViews(api.database.db, first)).toBe(2);
    expect(await countedViews(api.database.db, second)).toBe(1);
  });

  it('counts nothing for a viewer who may not play the episode, and says so in Japanese', async () => {
    const inPlansOnly = await insertEpisode(api.database.db, titleId, { number: 900, pricePoints: null });

    const guest = await startPlayback(api, undefined, inPlansOnly);
    const freeMember = await startPlayback(api, await signedInMember(api), inPlansOnly);

    expect(guest.json()).toEqual({
      code: 4030,
      message: NOT_ENTITLED_MESSAGE,
      details: [{ field: 'querystring.episode_id', reason: 'sign_in' }],
    });
    expect(freeMember.statusCode).toBe(403);
    expect(await countedViews(api.database.db, inPlansOnly)).toBe(0);
  });

  it('answers 404 in Japanese for an unknown episode and 400 for a malformed id', async () => {
    expect((await startPlayback(api, undefined, 2_000_000_000)).json()).toEqual({
      code: 4004,
      message: UNKNOWN_EPISODE_MESSAGE,
    });
    for (const id of ['abc', '0', '']) {
      const response = await startPlayback(api, undefined, id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, message: API_ERRORS.badRequest.message });
    }
  });

  it('counts nothing without the state-changing call headers', async () => {
    const episodeId = await insertFreeEpisode(api.database.db, titleId);

    const response = await api.app.inject({
      method: 'POST',
      url: `/v1/episode_watching_histories?episode_id=${episodeId}`,
      headers: { origin: TEST_WEB_ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });

    expect(response.statusCode).toBe(403);
    expect(await countedViews(api.database.db, episodeId)).toBe(0);
  });
});
