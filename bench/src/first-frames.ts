/**
 * In the benchmark's browser pages: the moment (performance.now(), ms since the page's navigation started)
 * each <video> showed its first frame, read through requestVideoFrameCallback, which fires when a frame
 * is presented for composition — what a viewer sees, not when data arrived.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    benchFirstFrames: number[];
  }
}

/**
 * The watcher, as source text: a function handed to addInitScript would be serialised as tsx compiled it,
 * with helpers (`__name`) that do not exist in the page.
 */
const WATCH_FIRST_FRAMES = `
  window.benchFirstFrames = [];
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video:not([data-bench-watched])')) {
      video.dataset.benchWatched = '';
      video.requestVideoFrameCallback(() => window.benchFirstFrames.push(performance.now()));
    }
  }).observe(document, { subtree: true, childList: true });
`;

/** Installs the watcher before any of the page's own scripts run, for every document of the page. */
export async function watchFirstFrames(page: Page): Promise<void> {
  await page.addInitScript({ content: WATCH_FIRST_FRAMES });
}

/** The first frame after `count` earlier ones (ms since navigation start). */
export async function nextFirstFrame(page: Page, count: number): Promise<number> {
  await page.waitForFunction((seen) => window.benchFirstFrames.length > seen, count, { timeout: 30_000 });
  return page.evaluate((seen) => window.benchFirstFrames[seen] ?? Number.NaN, count);
}
