/**
 * Time to first frame of the player, on localhost, cold and warm, printed as ratios against a bare <video>
 * playing the same demo clip unencrypted from a local file in the same run (no player, no DRM, no API).
 *
 * - Cold: a new browser profile opens the player page: server render, hydration, loading shaka, the
 *   manifest, the licence, the first segments.
 * - Warm: in the same tab, the viewer goes to another episode (a client-side navigation, shaka and the page
 *   code already loaded); measured from the click.
 *
 * Run against a started product (`npm start` in another terminal), as a guest on free episodes:
 *   npx tsx bench/playback.ts [--cold 10] [--warm 20]
 * WEB_URL and API_URL override http://localhost:3000 and http://localhost:4000 (loopback only);
 * HANABI_DATA_DIR (default .data) is where the demo clip for the baseline is cached.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { DEMO_CLIPS, demoClipRenditions } from '@hanabi/media';
import { type Browser, chromium, type Page } from '@playwright/test';
import { nextFirstFrame, watchFirstFrames } from './src/first-frames.ts';
import { loopbackOnly } from './src/loopback.ts';
import { printComparison, type Sample, summariseDurations } from './src/timing.ts';

const { values } = parseArgs({
  options: { cold: { type: 'string', default: '10' }, warm: { type: 'string', default: '20' } },
});
const coldRuns = Math.min(Math.max(Number(values.cold), 3), 100);
const warmRuns = Math.min(Math.max(Number(values.warm), 3), 200);
const webUrl = loopbackOnly(process.env.WEB_URL ?? 'http://localhost:3000');
const apiUrl = loopbackOnly(process.env.API_URL ?? 'http://localhost:4000');

interface EpisodeAnswer {
  id: number;
  title: { id: number };
  playback: { is_vr: boolean } | null;
  next_episode_id: number | null;
}

async function apiContents<T>(path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { contents: T }).contents;
}

/** Two free flat episodes in a row, so that the warm runs go back and forth between them. */
async function freeEpisodePair(): Promise<[string, string]> {
  const { items } = await apiContents<{ items: { id: number }[] }>('/v1/title/displayables?page=1&per_page=100');
  for (const card of items) {
    const title = await apiContents<{ episodes: { id: number; is_free: boolean }[] }>(`/v1/titles/${card.id}`);
    for (const { id, is_free } of title.episodes) {
      if (!is_free) continue;
      const episode = await apiContents<EpisodeAnswer>(`/v2/episodes/${id}`);
      if (!episode.playback || episode.playback.is_vr || episode.next_episode_id === null) continue;
      const next = await apiContents<EpisodeAnswer>(`/v2/episodes/${episode.next_episode_id}`);
      if (!next.playback || next.playback.is_vr) continue;
      const path = (answer: EpisodeAnswer) => `/titles/${answer.title.id}/episodes/${answer.id}`;
      return [path(episode), path(next)];
    }
  }
  throw new Error('No two free episodes in a row: is the product started with its demo catalogue?');
}

/** The bare baseline: a page with one muted, autoplaying <video> of a clear demo clip, served here. */
async function startBaselineServer(): Promise<{ url: string; close: () => void }> {
  // A flat clip, at the 360p the player starts with.
  const clip = DEMO_CLIPS.find(({ isVr }) => !isVr);
  const file = clip && demoClipRenditions(clip).find(({ height }) => height === 360)?.path;
  if (!file) throw new Error('No flat demo clip in packages/media/demo-clips.');
  const page = '<!doctype html><video src="/clip.mp4" muted autoplay playsinline width="640"></video>';
  const size = statSync(file).size;
  const server = createServer((request, response) => {
    if (request.url === '/clip.mp4') {
      // Byte ranges, as any media server answers them: the encoder leaves the index at the end of the file,
      // and Chromium reads it with a range request before it can show anything.
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      const end = range?.[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      response.writeHead(range ? 206 : 200, {
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'content-length': end - start + 1,
        ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
        'cache-control': 'max-age=3600',
      });
      createReadStream(file, { start, end }).pipe(response);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await watchFirstFrames(page);
  return page;
}

/** Each run in a new profile: nothing cached, nothing loaded. */
async function cold(browser: Browser, label: string, url: string): Promise<Sample> {
  const durations: number[] = [];
  for (let run = 0; run < coldRuns; run++) {
    const page = await newPage(browser);
    await page.goto(url);
    durations.push(await nextFirstFrame(page, 0));
    await page.context().close();
  }
  return summariseDurations(label, durations);
}

/** `replay` starts the next video in the same tab; measured from just before it. */
async function warm(page: Page, label: string, replay: (page: Page, run: number) => Promise<void>): Promise<Sample> {
  const durations: number[] = [];
  for (let run = 0; run < warmRuns; run++) {
    const seen = await page.evaluate(() => window.benchFirstFrames.length);
    const started = await page.evaluate(() => performance.now());
    await replay(page, run);
    durations.push((await nextFirstFrame(page, seen)) - started);
  }
  return summariseDurations(label, durations);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--autoplay-policy=no-user-gesture-required', '--disable-background-networking'],
});
const baseline = await startBaselineServer();
try {
  const [first, second] = await freeEpisodePair();
  const coldBare = await cold(browser, 'bare <video>, clear mp4, cold (baseline)', baseline.url);
  const bare = await newPage(browser);
  await bare.goto(baseline.url);
  await nextFirstFrame(bare, 0);
  const warmBare = await warm(bare, 'bare <video>, clear mp4, warm', (page) =>
    page.evaluate(() => {
      const video = document.createElement('video');
      Object.assign(video, { src: '/clip.mp4', muted: true, autoplay: true, playsInline: true });
      document.querySelector('video')?.replaceWith(video);
    }),
  );
  const coldPlayer = await cold(browser, 'player page, encrypted DASH, cold', `${webUrl}${first}`);
  const player = await newPage(browser);
  await player.goto(`${webUrl}${first}`);
  await nextFirstFrame(player, 0);
  const warmPlayer = await warm(player, 'player page, encrypted DASH, warm (next episode)', (page, run) =>
    page.getByRole('link', { name: run % 2 === 0 ? '次のエピソード' : '前のエピソード' }).click(),
  );
  printComparison(coldBare, [warmBare, coldPlayer, warmPlayer]);
  console.info(`Episodes: ${first} and ${second}. Target: player warm p50 ≤ 500 ms.`);
} finally {
  baseline.close();
  await browser.close();
}
