/** The watching calls as the web client makes them, and the facts the watching tests check. */
import { randomBytes } from 'node:crypto';
import { API_HEADERS, USER_TRACKING_ID_LENGTH } from '@hanabi/contract';
import { type AppDatabase, episodeViews } from '@hanabi/db';
import { count, eq } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';
import { type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { type EpisodeOverrides, insertEpisode, TEST_NOW, testNow } from '../../test/catalogue-fixtures.ts';
import { call } from '../../test/web-client-calls.ts';

/** `minutes` after TEST_NOW, as the `at` of a call (web-client-calls.ts). */
export function minutesLater(minutes: number): string {
  return toJapanIso(new Date(testNow.getTime() + minutes * 60_000));
}

let nextNumber = 1;
/** A released episode of the title that anyone may play (24 minutes long unless said). */
export function insertFreeEpisode(db: AppDatabase, titleId: number, overrides: EpisodeOverrides = {}) {
  return insertEpisode(db, titleId, {
    number: nextNumber++,
    isFree: true,
    pricePoints: null,
    includedPlanIds: [],
    ...overrides,
  });
}

export function reportPosition(
  api: TestApi,
  token: string | undefined,
  episodeId: number | string,
  positionSeconds: number,
  at?: string,
) {
  return call(api, 'POST', '/v1/activities/playbacks', {
    token,
    body: { episode_id: episodeId, position_seconds: positionSeconds },
    ...(at ? { at } : {}),
  });
}

export function startPlayback(api: TestApi, token: string | undefined, episodeId: number | string, at?: string) {
  return call(api, 'POST', `/v1/episode_watching_histories?episode_id=${episodeId}`, { token, ...(at ? { at } : {}) });
}

/** A new well-formed tracking id, as the web client makes one for each browser. */
export function newTrackingId(): string {
  return randomBytes(16).toString('base64url').slice(0, USER_TRACKING_ID_LENGTH);
}

export interface GuestStartOptions {
  /** Sent as Anime-User-Tracking-Id; none when left out. */
  trackingId?: string;
  /** The client address the API sees. */
  address: string;
  /** When: the API's clock is moved there (a call that changes something runs on it); TEST_NOW unless said. */
  at?: string;
}

/** A guest's started playback as the web player sends it, from a browser and client address of the test's. */
export function startAsGuest(
  api: TestApi,
  episodeId: number,
  { trackingId, address, at = TEST_NOW }: GuestStartOptions,
) {
  api.setClock(at);
  return api.app.inject({
    method: 'POST',
    url: `/v1/episode_watching_histories?episode_id=${episodeId}`,
    remoteAddress: address,
    headers: {
      ...WEB_CLIENT_CALL_HEADERS,
      ...(trackingId ? { [API_HEADERS.userTrackingId]: trackingId } : {}),
    },
    payload: {},
  });
}

export function watchingRow(api: TestApi, token: string | undefined, query = '', at?: string) {
  return call(api, 'GET', `/v1/users/watching_episodes${query}`, { token, ...(at ? { at } : {}) });
}

export function setVisible(api: TestApi, token: string | undefined, episodeId: number | string, visible: string) {
  return call(api, 'POST', `/v1/users/watching_episodes?episode_id=${episodeId}&visible=${visible}`, { token });
}

/** The episode ids of the member's continue-watching row, in order. */
export async function rowEpisodeIds(api: TestApi, token: string, query = '', at?: string): Promise<number[]> {
  const items: Array<{ episode: { id: number } }> = (await watchingRow(api, token, query, at)).json().contents.items;
  return items.map((item) => item.episode.id);
}

/** The episode answer's resume_seconds for the caller (the episode must be packaged and playable). */
export async function resumeSecondsOf(
  api: TestApi,
  token: string | undefined,
  episodeId: number,
  version: 'v1' | 'v2' = 'v1',
): Promise<number> {
  const response = await call(api, 'GET', `/${version}/episodes/${episodeId}`, { token });
  return response.json().contents.playback.resume_seconds;
}

/** How many started playbacks of the episode the rankings count. */
export async function countedViews(db: AppDatabase, episodeId: number): Promise<number> {
  const [row] = await db.select({ views: count() }).from(episodeViews).where(eq(episodeViews.episodeId, episodeId));
  return row?.views ?? 0;
}
