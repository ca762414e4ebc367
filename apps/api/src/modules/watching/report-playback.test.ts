import { API_ERRORS, type WatchingEpisode } from '@hanabi/contract';
import { watchingPositions } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_WEB_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { insertEpisodeMedia } from '../../test/playback-fixtures.ts';
import { signedInMember } from '../../test/web-client-calls.ts';
import { NOT_ENTITLED_MESSAGE } from '../episodes/playback-entitlement.ts';
import { UNKNOWN_EPISODE_MESSAGE } from './watching.service.ts';
import {
  insertFreeEpisode,
  reportPosition,
  resumeSecondsOf,
  rowEpisodeIds,
  watchingRow,
} from './watching-test-support.ts';

describe('POST /v1/activities/playbacks and resume_seconds in the episode answer', () => {
  let api: TestApi;
  let titleId: number;

  beforeAll(async () => {
    api = await buildTestApi();
    titleId = await insertTitle(api.database.db, { name: '続きから再生' });
  });
  afterAll(() => api.close());

  /** A free episode with a package, so that the episode answer carries `playback`. */
  async function packagedEpisode(mediaDurationSeconds = 1440) {
    const id = await insertFreeEpisode(api.database.db, titleId);
    await insertEpisodeMedia(api.database.db, id, { durationSeconds: mediaDurationSeconds });
    return id;
  }

  it('resumes a member where they left off, in whole seconds, on v1 and v2', async () => {
    const token = await signedInMember(api);
    const episodeId = await packagedEpisode();
    expect(await resumeSecondsOf(api, token, episodeId)).toBe(0);

    const response = await reportPosition(api, token, episodeId, 312.8);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 2000, contents: null });
    expect(await resumeSecondsOf(api, token, episodeId)).toBe(312);
    expect(await resumeSecondsOf(api, token, episodeId, 'v2')).toBe(312);
    await reportPosition(api, token, episodeId, 640);
    expect(await resumeSecondsOf(api, token, episodeId)).toBe(640);
  });

  it("keeps each member's position to themselves, and gives guests 0 (theirs is in local storage)", async () => {
    const watcher = await signedInMember(api);
    const other = await signedInMember(api);
    const episodeId = await packagedEpisode();
    await reportPosition(api, watcher, episodeId, 300);

    expect(await resumeSecondsOf(api, other, episodeId)).toBe(0);
    expect(await resumeSecondsOf(api, undefined, episodeId)).toBe(0);
  });

  it('starts a finished episode from the beginning and takes it out of the row', async () => {
    const token = await signedInMember(api);
    const episodeId = await packagedEpisode();
    await reportPosition(api, token, episodeId, 1409);
    expect(await rowEpisodeIds(api, token)).toEqual([episodeId]);

    // Within 30 s of the end of 24 minutes: the ending credits.
    await reportPosition(api, token, episodeId, 1410);

    expect(await resumeSecondsOf(api, token, episodeId)).toBe(0);
    expect(await rowEpisodeIds(api, token)).toEqual([]);

    await reportPosition(api, token, episodeId, 45);
    expect(await resumeSecondsOf(api, token, episodeId)).toBe(45);
    expect(await rowEpisodeIds(api, token)).toEqual([episodeId]);
  });

  it("measures against the packaged video's duration, else the episode's sec_length, and never past it", async () => {
    const token = await signedInMember(api);
    const { db } = api.database;
    const shortPackage = await packagedEpisode(600);
    const unpackaged = await insertFreeEpisode(db, titleId, { secLength: 1200 });
    await reportPosition(api, token, shortPackage, 500);
    await reportPosition(api, token, unpackaged, 500);

    const items: WatchingEpisode[] = (await watchingRow(api, token)).json().contents.items;
    const durations = Object.fromEntries(items.map((item) => [item.episode.id, item.duration_seconds]));
    expect(durations).toEqual({ [shortPackage]: 600, [unpackaged]: 1200 });

    // A player clock running past the end is kept as the end: finished, not an error.
    const beyond = await reportPosition(api, token, shortPackage, 750);
    expect(beyond.statusCode).toBe(200);
    const [kept] = await db
      .select({ position: watchingPositions.positionSeconds })
      .from(watchingPositions)
      .where(eq(watchingPositions.episodeId, shortPackage));
    expect(kept?.position).toBe(600);
    expect(await resumeSecondsOf(api, token, shortPackage)).toBe(0);
  });

  it('refuses a member who may not play the episode, in Japanese, and keeps nothing', async () => {
    const token = await signedInMember(api);
    const inPlansOnly = await insertEpisode(api.database.db, titleId, { number: 900, pricePoints: null });
    const r18Title = await insertTitle(api.database.db, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    const r18Free = await insertFreeEpisode(api.database.db, r18Title);

    for (const [episodeId, reason] of [
      [inPlansOnly, 'join_plan'],
      [r18Free, 'age_check'],
    ] as const) {
      const response = await reportPosition(api, token, episodeId, 120);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 4030,
        message: NOT_ENTITLED_MESSAGE,
        details: [{ field: 'body.episode_id', reason }],
      });
    }
    expect(await rowEpisodeIds(api, token)).toEqual([]);
  });

  it('answers 404 in Japanese for an unknown or unreleased episode, 400 for bad input, 401 to a guest', async () => {
    const token = await signedInMember(api);
    const episodeId = await insertFreeEpisode(api.database.db, titleId);
    const unreleased = await insertFreeEpisode(api.database.db, titleId, { releasedAt: daysFromNow(1) });
    const unknown = { code: 4004, message: UNKNOWN_EPISODE_MESSAGE };

    expect((await reportPosition(api, token, 2_000_000_000, 10)).json()).toEqual(unknown);
    expect((await reportPosition(api, token, unreleased, 10)).json()).toEqual(unknown);
    for (const [id, seconds] of [
      [episodeId, -1],
      ['1.5', 10],
      [episodeId, Number.NaN],
    ] as const) {
      const response = await reportPosition(api, token, id, seconds);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, message: API_ERRORS.badRequest.message });
    }
    const guest = await reportPosition(api, undefined, episodeId, 10);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ code: 4001, message: API_ERRORS.unauthorized.message });
    expect(await rowEpisodeIds(api, token)).toEqual([]);
  });

  it('refuses a report without the state-changing call headers, and keeps nothing', async () => {
    const token = await signedInMember(api);
    const episodeId = await insertFreeEpisode(api.database.db, titleId);

    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/activities/playbacks',
      headers: { origin: TEST_WEB_ORIGIN, 'content-type': 'application/json' },
      cookies: { festa_auth: token },
      payload: { episode_id: episodeId, position_seconds: 100 },
    });

    expect(response.statusCode).toBe(403);
    expect(await rowEpisodeIds(api, token)).toEqual([]);
  });
});
