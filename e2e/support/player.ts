/** What the player tests check on the <video>, as a viewer would notice it: it plays, and from where. */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { API_ORIGIN } from './api.ts';
import { playerPath } from './episodes.ts';

export const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Frames shown so far: a video that is stuck, or that cannot be decrypted, shows none. */
const shownFrames = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames);

/** The encrypted video really plays: the frames it shows could only be decoded with the licence's key. */
export async function expectDecodedFrames(video: Locator): Promise<void> {
  await expect.poll(() => shownFrames(video), { timeout: 30_000, message: 'frames decoded' }).toBeGreaterThan(10);
}

/** Opens the episode's player; it offers no way in, the API grants the licence (200) and the video decodes frames. */
export async function expectEpisodePlays(page: Page, titleId: number, episodeId: number): Promise<void> {
  const licenceUrl = `${API_ORIGIN}/v1/licenses/clearkey/${episodeId}`;
  const licenceStatuses: number[] = [];
  const collect = (response: Response) => {
    if (response.url() === licenceUrl) licenceStatuses.push(response.status());
  };
  page.on('response', collect);
  try {
    await page.goto(playerPath(titleId, episodeId));
    // The server renders either the player or what lets the viewer in (sign in, buy, a plan, the age check).
    await expect(page.getByRole('region', { name: '視聴するには' }), 'a way in instead of the video').toHaveCount(0);
    await expect.poll(() => licenceStatuses, { timeout: 30_000, message: 'the licence is granted' }).toContain(200);
    expect(
      licenceStatuses.filter((status) => status !== 200),
      'licences refused',
    ).toEqual([]);
    await expectDecodedFrames(page.locator('video'));
  } finally {
    page.off('response', collect);
  }
}

const FIRST_PLAYING = '__hanabiFirstPlayingVideo';

/**
 * From now on, every document the page loads keeps the first video that started playing. Polling the
 * position later cannot tell a resumed video from one that played there from the start; the video's own
 * played ranges can.
 */
export async function recordWherePlaybackStarts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const record = window as unknown as Record<string, HTMLVideoElement | undefined>;
    // Media events do not bubble: listen in the capture phase, before the player's own listeners.
    document.addEventListener(
      'playing',
      (event) => {
        if (record[key] === undefined && event.target instanceof HTMLVideoElement) record[key] = event.target;
      },
      true,
    );
  }, FIRST_PLAYING);
}

/** Forgets where this document's video started, for a player opened next inside the same document. */
export async function forgetWherePlaybackStarted(page: Page): Promise<void> {
  await page.evaluate((key) => {
    delete (window as unknown as Record<string, HTMLVideoElement | undefined>)[key];
  }, FIRST_PLAYING);
}

/**
 * The video of the document now shown started playing at `seconds` (recordWherePlaybackStarts). Where it
 * started is the start of its first played range, not its position when the `playing` event is handled: on
 * a busy machine that event arrives after the video has already played on for a second or more.
 */
export async function expectPlaybackStartedAt(page: Page, seconds: number): Promise<void> {
  const startedAt = () =>
    page.evaluate((key) => {
      const video = (window as unknown as Record<string, HTMLVideoElement | undefined>)[key];
      return video && video.played.length > 0 ? video.played.start(0) : null;
    }, FIRST_PLAYING);
  await expect.poll(startedAt, { timeout: 30_000, message: 'the video starts playing' }).not.toBeNull();
  const position = (await startedAt()) ?? Number.NaN;
  expect(position, `playback started at ${position} s, not at ${seconds} s`).toBeGreaterThanOrEqual(seconds - 0.5);
  expect(position, `playback started at ${position} s, not at ${seconds} s`).toBeLessThan(seconds + 1);
}

const isPositionReport = (response: Response) =>
  response.url() === `${API_ORIGIN}/v1/activities/playbacks` && response.request().method() === 'POST';
const reportedPosition = (response: Response) =>
  (response.request().postDataJSON() as { position_seconds: number }).position_seconds;

/**
 * The viewer jumps to the `tenth` tenth of the episode (the 0–9 keys) and pauses there, which reports the
 * position to the API; waits until the API has it. Returns the whole second it keeps, where the player is
 * to start next time.
 */
export async function pauseAtTenth(page: Page, tenth: number): Promise<number> {
  const video = page.locator('video');
  const reports: Response[] = [];
  const collect = (response: Response) => {
    if (isPositionReport(response)) reports.push(response);
  };
  page.on('response', collect);
  try {
    const { paused, duration } = await video.evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      duration: element.duration,
    }));
    const target = (duration * tenth) / 10;
    await page.keyboard.press(String(tenth));
    // K plays and K pauses: a paused video plays for a moment, so that its pause is reported there too.
    if (paused) await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect(video).toHaveJSProperty('paused', true);
    const pausedAt = await currentTime(video);
    expect(pausedAt, 'paused just after the jump').toBeGreaterThanOrEqual(target - 0.1);
    expect(pausedAt, 'paused just after the jump').toBeLessThan(target + 2);
    await expect
      .poll(() => reports.some((report) => Math.abs(reportedPosition(report) - pausedAt) < 0.001 && report.ok()), {
        message: `the API was told of the pause at ${pausedAt} s`,
      })
      .toBe(true);
    return Math.floor(pausedAt);
  } finally {
    page.off('response', collect);
  }
}
