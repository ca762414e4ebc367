import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertTitle } from '../../test/catalogue-fixtures.ts';
import { insertEpisodeMedia } from '../../test/playback-fixtures.ts';
import { call, signedInMember } from '../../test/web-client-calls.ts';
import { UNKNOWN_EPISODE_MESSAGE } from './watching.service.ts';
import {
  insertFreeEpisode,
  minutesLater,
  reportPosition,
  resumeSecondsOf,
  rowEpisodeIds,
  setVisible,
  watchingRow,
} from './watching-test-support.ts';

describe('the continue-watching row: GET and POST /v1/users/watching_episodes', () => {
  let api: TestApi;
  let titleId: number;

  beforeAll(async () => {
    api = await buildTestApi();
    titleId = await insertTitle(api.database.db, { name: '夕凪の駅', nameKana: 'ゆうなぎのえき' });
  });
  afterAll(() => api.close());

  const episode = (overrides: Parameters<typeof insertFreeEpisode>[2] = {}) =>
    insertFreeEpisode(api.database.db, titleId, overrides);

  it('lists the episodes being watched with their title card, most recently watched first, privately', async () => {
    const token = await signedInMember(api);
    const [first, second, third] = [await episode(), await episode(), await episode()];
    await reportPosition(api, token, first, 100, minutesLater(-30));
    await reportPosition(api, token, second, 200, minutesLater(-20));
    await reportPosition(api, token, third, 300, minutesLater(-10));

    const response = await watchingRow(api, token, '?per_page=2');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { items, pagination } = response.json().contents;
    expect(items.map((item: { episode: { id: number } }) => item.episode.id)).toEqual([third, second]);
    expect(items[0]).toMatchObject({
      episode: {
        id: third,
        title_id: titleId,
        sec_length: 1440,
        thumbnail: { url: expect.stringContaining(TEST_API_ORIGIN) },
        title: { id: titleId, name: '夕凪の駅', name_kana: 'ゆうなぎのえき' },
      },
      position_seconds: 300,
      duration_seconds: 1440,
      watched_at: minutesLater(-10),
    });
    expect(pagination).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(await rowEpisodeIds(api, token, '?per_page=2&page=2')).toEqual([first]);

    await reportPosition(api, token, first, 110);
    expect(await rowEpisodeIds(api, token)).toEqual([first, third, second]);
  });

  it('shows each member their own row and guests none (theirs is in local storage)', async () => {
    const watcher = await signedInMember(api);
    const other = await signedInMember(api);
    await reportPosition(api, watcher, await episode(), 60);

    expect(await rowEpisodeIds(api, other)).toEqual([]);
    const guest = await watchingRow(api, undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ code: 4001, message: API_ERRORS.unauthorized.message });
  });

  it('takes an episode out of the row and keeps where the member left off', async () => {
    const token = await signedInMember(api);
    const kept = await episode();
    await insertEpisodeMedia(api.database.db, kept);
    const other = await episode();
    await reportPosition(api, token, kept, 500, minutesLater(-1));
    await reportPosition(api, token, other, 50);

    const removed = await setVisible(api, token, kept, 'false');

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ code: 2000, contents: null });
    expect(await rowEpisodeIds(api, token)).toEqual([other]);
    expect(await resumeSecondsOf(api, token, kept)).toBe(500);
    expect((await setVisible(api, token, kept, 'false')).statusCode).toBe(200);

    expect((await setVisible(api, token, kept, 'true')).statusCode).toBe(200);
    expect(await rowEpisodeIds(api, token)).toEqual([other, kept]);
  });

  it('puts a removed episode back in the row when the member plays it again', async () => {
    const token = await signedInMember(api);
    const episodeId = await episode();
    await reportPosition(api, token, episodeId, 500);
    await setVisible(api, token, episodeId, 'false');

    await reportPosition(api, token, episodeId, 510, minutesLater(1));

    expect(await rowEpisodeIds(api, token)).toEqual([episodeId]);
  });

  it('changes nothing for an episode the member never played', async () => {
    const token = await signedInMember(api);
    const neverPlayed = await episode();

    expect((await setVisible(api, token, neverPlayed, 'true')).statusCode).toBe(200);
    expect((await setVisible(api, token, neverPlayed, 'false')).statusCode).toBe(200);
    expect(await rowEpisodeIds(api, token)).toEqual([]);
  });

  it('leaves out the titles the member hid, and the episodes that cannot be shown any more', async () => {
    const token = await signedInMember(api);
    const hiddenLater = await insertTitle(api.database.db);
    const endsTomorrow = await insertTitle(api.database.db, { availableUntil: daysFromNow(1) });
    const ofHidden = await insertFreeEpisode(api.database.db, hiddenLater);
    const ofEnding = await insertFreeEpisode(api.database.db, endsTomorrow);
    await reportPosition(api, token, ofHidden, 100, minutesLater(-2));
    await reportPosition(api, token, ofEnding, 100, minutesLater(-1));
    expect(await rowEpisodeIds(api, token)).toEqual([ofEnding, ofHidden]);

    await call(api, 'POST', `/v1/users/hidden_titles?title_id=${hiddenLater}`, { token });
    expect(await rowEpisodeIds(api, token)).toEqual([ofEnding]);
    expect(await rowEpisodeIds(api, token, '', minutesLater(2 * 24 * 60))).toEqual([]);

    await call(api, 'DELETE', `/v1/users/hidden_titles/${hiddenLater}`, { token });
    expect(await rowEpisodeIds(api, token)).toEqual([ofEnding, ofHidden]);
  });

  it('lists one group of titles when asked, each paged on its own: the mature entries are a list of their own', async () => {
    const token = await signedInMember(api);
    const mature = await insertTitle(api.database.db, { displayGroup: 'mature_group' });
    const [general1, general2] = [await episode(), await episode()];
    const [mature1, mature2] = [
      await insertFreeEpisode(api.database.db, mature),
      await insertFreeEpisode(api.database.db, mature),
    ];
    await reportPosition(api, token, general1, 100, minutesLater(-4));
    await reportPosition(api, token, mature1, 100, minutesLater(-3));
    await reportPosition(api, token, general2, 100, minutesLater(-2));
    await reportPosition(api, token, mature2, 100, minutesLater(-1));

    expect(await rowEpisodeIds(api, token)).toEqual([mature2, general2, mature1, general1]);
    expect(await rowEpisodeIds(api, token, '?display_group=general_group&per_page=1')).toEqual([general2]);
    expect(await rowEpisodeIds(api, token, '?display_group=general_group&per_page=1&page=2')).toEqual([general1]);
    const matureRow = (await watchingRow(api, token, '?display_group=mature_group')).json().contents;
    expect(matureRow.items.map((item: { episode: { id: number } }) => item.episode.id)).toEqual([mature2, mature1]);
    expect(matureRow.pagination.total).toBe(2);
    expect((await watchingRow(api, token, '?display_group=adult')).statusCode).toBe(400);
  });

  it('answers 404 in Japanese for an unknown episode, 400 for malformed input and 401 to a guest', async () => {
    const token = await signedInMember(api);
    const episodeId = await episode();

    expect((await setVisible(api, token, 2_000_000_000, 'false')).json()).toEqual({
      code: 4004,
      message: UNKNOWN_EPISODE_MESSAGE,
    });
    for (const response of [
      await setVisible(api, token, episodeId, 'maybe'),
      await setVisible(api, token, 'x', 'false'),
      await call(api, 'POST', `/v1/users/watching_episodes?episode_id=${episodeId}`, { token }),
      await watchingRow(api, token, '?page=0'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, message: API_ERRORS.badRequest.message });
    }
    expect((await setVisible(api, undefined, episodeId, 'false')).statusCode).toBe(401);
  });
});
