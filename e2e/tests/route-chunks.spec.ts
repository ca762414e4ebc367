/** Spec §9: the route chunks of the links on a page are preloaded, at most 5 at a time. */
import { expect, test } from '../support/fixtures.ts';

/** Chunk downloads are slowed so that downloads overlap and the limit shows. */
const CHUNK_DELAY_MS = 400;

test('the route chunks of a page’s links are preloaded, never more than 5 at once', async ({ page }) => {
  // The portal links every main list: more route chunks than the limit. What its HTML asks for itself
  // (its own route chunks) does not count.
  const html = await (await page.request.get('/portal')).text();
  const ownChunks = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);

  const preloaded = new Set<string>();
  const inFlight = { now: 0, most: 0 };
  await page.route('**/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (ownChunks.has(path)) return route.continue();
    preloaded.add(path);
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    try {
      await route.fulfill({ response: await route.fetch() });
    } finally {
      inFlight.now -= 1;
    }
  });

  await page.goto('/portal');
  await expect.poll(() => preloaded.size, { timeout: 15_000 }).toBeGreaterThan(5);
  await expect.poll(() => inFlight.now, { timeout: 15_000 }).toBe(0);
  expect(inFlight.most).toBeGreaterThan(1);
  expect(inFlight.most).toBeLessThanOrEqual(5);
});
