/** Spec §9: the route chunks of the links on a page are preloaded, at most 5 at a time. */
import { expect, test } from '../support/fixtures.ts';

/** Chunk downloads are slowed so that downloads overlap and the limit shows. */
const CHUNK_DELAY_MS = 400;

interface Download {
  url: string;
  start: number;
  end: number;
}

test('the route chunks of a page’s links are preloaded, never more than 5 at once', async ({ page }) => {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  });
  await page.goto('/');
  // What the page itself asked for: its own chunks, preloaded by the server's HTML.
  const ownChunks = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );

  // The preloader adds one modulepreload link per chunk of a linked route that the page did not need.
  await expect
    .poll(() => page.locator('link[rel="modulepreload"]').count(), { timeout: 15_000 })
    .toBeGreaterThan(ownChunks.length + 5);
  await page.waitForTimeout(4 * CHUNK_DELAY_MS);

  const preloads: Download[] = await page.evaluate(
    (own) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && !own.includes(entry.name))
        .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
    ownChunks,
  );
  expect(preloads.length).toBeGreaterThan(5);
  const mostAtOnce = Math.max(
    ...preloads.map(({ start }) => preloads.filter((other) => other.start <= start && other.end > start).length),
  );
  expect(mostAtOnce).toBeGreaterThan(1);
  expect(mostAtOnce).toBeLessThanOrEqual(5);
});
