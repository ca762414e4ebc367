/**
 * Lighthouse mobile (its default: a mid-range phone on slow 4G, simulated) on the guest pages of issue 19 —
 * `/`, a title page, `/search?q=刃` and `/lp/entry_light` — against the API and the web server as production
 * runs them (decision 0065). Prints per page the performance score, LCP, CLS, TBT, the JavaScript and CSS
 * transferred and the render-blocking stylesheets of the server's HTML; the median run by score of each page.
 * Last, home again with every carousel slide's window ended (`/ (no carousel)`): issue 20 asks that home not
 * fall below the target because of the carousel, which the two home rows of one run tell.
 *
 * Needs a PostgreSQL server on this machine and Chromium from Debian (`CHROMIUM_PATH`, default
 * /usr/bin/chromium), not a started product: a scratch database is prepared as the launcher does and dropped
 * at the end. It measures the web build present in apps/web/build (built when missing).
 *   npx tsx bench/lighthouse.ts [--runs 3]
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createDatabase, homeSlides } from '@hanabi/db';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { aTitlePath, SEARCH_PATH } from './src/guest-catalogue.ts';
import { startGuestServices } from './src/guest-services.ts';
import { type PageScore, printScores, scoreOf } from './src/lighthouse-scores.ts';
import { loopbackOnly } from './src/loopback.ts';
import { prepareProduct } from './src/prepared-product.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const serverUrl = loopbackOnly(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

/** Guest answers and pages are kept a few seconds by the API and the web server (decision 0057). */
const SHARED_CACHE_SECONDS = 6;

/** Ends every slide's window now, as an editor who took the carousel off home would. */
async function endCarousel(databaseUrl: string): Promise<void> {
  const database = await createDatabase({ url: databaseUrl });
  try {
    await database.db.update(homeSlides).set({ endsAt: new Date() });
  } finally {
    await database.close();
  }
  await sleep(SHARED_CACHE_SECONDS * 1000);
}

/** Render-blocking stylesheets: `<link rel="stylesheet">` in the HTML that apply to every medium. */
async function blockingStylesheets(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const links = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
  return links.filter((link) => !/\bmedia="(?!all")/.test(link)).length;
}

const { databaseUrl, dataDir, dispose } = await prepareProduct(serverUrl, 'lighthouse');
try {
  const services = await startGuestServices({ databaseUrl, dataDir, workers: 1, logLevel: 'info' });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    const measure = async (path: string, label = path): Promise<PageScore> => {
      const url = `${services.webUrl}${path}`;
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        samples.push(scoreOf(label, result.lhr));
      }
      samples.sort((a, b) => a.score - b.score);
      const median = samples[Math.floor(samples.length / 2)];
      if (!median) throw new Error(`no run of ${path}`);
      return { ...median, blockingStylesheets: await blockingStylesheets(url) };
    };
    const paths = ['/', await aTitlePath(services.apiUrl), SEARCH_PATH, '/lp/entry_light'];
    const scores: PageScore[] = [];
    for (const path of paths) scores.push(await measure(path));
    await endCarousel(databaseUrl);
    scores.push(await measure('/', '/ (no carousel)'));
    console.info(`\nLighthouse ${runs === 1 ? 'mobile, one run' : `mobile, median of ${runs} runs`} per page:`);
    printScores(scores);
  } finally {
    chrome.kill();
    await services.stop();
  }
} finally {
  await dispose();
}
