/**
 * How many started playbacks the rankings count (decision 0037): a viewer's repeated start of an episode once
 * per 30 minutes, a guest browser and a client address only so many an hour — one after another, and when
 * the starts arrive at once (on PostgreSQL they then really run in parallel).
 */
import { guestPlaybackStarts } from '@hanabi/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { insertTitle } from '../../test/catalogue-fixtures.ts';
import { signedInMember } from '../../test/web-client-calls.ts';
import { GUEST_START_LIMITS } from './counted-starts.ts';
import {
  countedViews,
  insertFreeEpisode,
  minutesLater,
  newTrackingId,
  startAsGuest,
  startPlayback,
} from './watching-test-support.ts';

let api: TestApi;
let titleId: number;
/** Each test starts from client addresses of its own, so no test eats into another's hour. */
let nextAddress = 1;
const newAddress = () => `10.37.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  api = await buildTestApi();
  titleId = await insertTitle(api.database.db, { name: '再生回数の上限' });
});
afterAll(() => api.close());

async function viewsOf(episodeIds: number[]): Promise<number> {
  const counts = await Promise.all(episodeIds.map((episodeId) => countedViews(api.database.db, episodeId)));
  return counts.reduce((sum, views) => sum + views, 0);
}

function freeEpisodes(count: number): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, () => insertFreeEpisode(api.database.db, titleId)));
}

describe('guest starts, one after another', () => {
  it('counts a guest browser starting the same episode again within 30 minutes once, and other browsers apart', async () => {
    const [episodeId] = await freeEpisodes(1);
    if (episodeId === undefined) throw new Error('no episode');
    const address = newAddress();
    const browser = newTrackingId();

    for (const minutes of [0, 10, 29]) {
      await startAsGuest(api, episodeId, { trackingId: browser, address, at: minutesLater(minutes) });
    }
    expect(await countedViews(api.database.db, episodeId)).toBe(1);

    await startAsGuest(api, episodeId, { trackingId: newTrackingId(), address, at: minutesLater(29) });
    await startAsGuest(api, episodeId, { trackingId: browser, address, at: minutesLater(31) });
    expect(await countedViews(api.database.db, episodeId)).toBe(3);
  });

  it(`counts at most ${GUEST_START_LIMITS.perBrowserPerHour} starts an hour of one guest browser, answering the rest as usual`, async () => {
    const episodeIds = await freeEpisodes(GUEST_START_LIMITS.perBrowserPerHour + 3);
    const browser = newTrackingId();

    const answers = [];
    for (const [index, episodeId] of episodeIds.entries()) {
      // From changing addresses, as a phone moving between networks: the browser is what is limited.
      answers.push(
        await startAsGuest(api, episodeId, { trackingId: browser, address: newAddress(), at: minutesLater(index) }),
      );
    }

    expect(await viewsOf(episodeIds)).toBe(GUEST_START_LIMITS.perBrowserPerHour);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code: 2000, contents: null });
    }
    // An hour after the first start, the browser's hour has room again.
    const [later] = episodeIds;
    if (later === undefined) throw new Error('no episode');
    await startAsGuest(api, later, { trackingId: browser, address: newAddress(), at: minutesLater(61) });
    expect(await viewsOf(episodeIds)).toBe(GUEST_START_LIMITS.perBrowserPerHour + 1);
  });

  it(`counts at most ${GUEST_START_LIMITS.perAddressPerHour} guest starts an hour from one address, whatever the tracking ids`, async () => {
    const [episodeId] = await freeEpisodes(1);
    if (episodeId === undefined) throw new Error('no episode');
    const address = newAddress();

    for (let start = 0; start < GUEST_START_LIMITS.perAddressPerHour + 5; start += 1) {
      // A script making up a new browser for every start, or sending none.
      const trackingId = start % 2 === 0 ? newTrackingId() : undefined;
      await startAsGuest(api, episodeId, {
        ...(trackingId ? { trackingId } : {}),
        address,
        at: minutesLater(start / 2),
      });
    }
    expect(await countedViews(api.database.db, episodeId)).toBe(GUEST_START_LIMITS.perAddressPerHour);

    await startAsGuest(api, episodeId, { trackingId: newTrackingId(), address: newAddress(), at: minutesLater(40) });
    await startAsGuest(api, episodeId, { trackingId: newTrackingId(), address, at: minutesLater(61) });
    expect(await countedViews(api.database.db, episodeId)).toBe(GUEST_START_LIMITS.perAddressPerHour + 2);
  });

  it('keeps a guest start no longer than the hour the limits look back', async () => {
    const [episodeId] = await freeEpisodes(1);
    if (episodeId === undefined) throw new Error('no episode');
    const earlier = newAddress();
    const later = newAddress();
    await startAsGuest(api, episodeId, { trackingId: newTrackingId(), address: earlier });

    await startAsGuest(api, episodeId, { trackingId: newTrackingId(), address: later, at: minutesLater(61) });

    const kept = await api.database.db
      .select({ address: guestPlaybackStarts.clientAddress })
      .from(guestPlaybackStarts)
      .where(inArray(guestPlaybackStarts.clientAddress, [earlier, later]));
    expect(kept).toEqual([{ address: later }]);
    expect(await countedViews(api.database.db, episodeId)).toBe(2);
  });
});

describe('starts arriving at once', () => {
  it('counts a member’s simultaneous starts of one episode once', async () => {
    const [episodeId] = await freeEpisodes(1);
    if (episodeId === undefined) throw new Error('no episode');
    const token = await signedInMember(api);

    const answers = await Promise.all(Array.from({ length: 20 }, () => startPlayback(api, token, episodeId)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await countedViews(api.database.db, episodeId)).toBe(1);
  });

  it('counts one guest browser’s simultaneous starts once per episode and within its hour', async () => {
    const episodeIds = await freeEpisodes(GUEST_START_LIMITS.perBrowserPerHour + 10);
    const browser = newTrackingId();
    const address = newAddress();

    await Promise.all(
      episodeIds.flatMap((episodeId) => [
        startAsGuest(api, episodeId, { trackingId: browser, address }),
        startAsGuest(api, episodeId, { trackingId: browser, address: newAddress() }),
      ]),
    );

    expect(await viewsOf(episodeIds)).toBe(GUEST_START_LIMITS.perBrowserPerHour);
    for (const episodeId of episodeIds) expect(await countedViews(api.database.db, episodeId)).toBeLessThanOrEqual(1);
  });

  it('counts no more simultaneous guest starts from one address than its hour allows', async () => {
    const [episodeId] = await freeEpisodes(1);
    if (episodeId === undefined) throw new Error('no episode');
    const address = newAddress();

    const answers = await Promise.all(
      Array.from({ length: GUEST_START_LIMITS.perAddressPerHour + 40 }, () =>
        startAsGuest(api, episodeId, { trackingId: newTrackingId(), address }),
      ),
    );

    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(await countedViews(api.database.db, episodeId)).toBe(GUEST_START_LIMITS.perAddressPerHour);
  });
});
