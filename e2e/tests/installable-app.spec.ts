/**
 * Hanabi installs as an app (decision 0060): the root links a valid manifest with its icons, and with the
 * connection gone a navigation shows the offline page, whose button loads the page again once it is back.
 */
import { expect, test } from '../support/fixtures.ts';

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the root links a manifest naming Hanabi, in Japanese, with 192 and 512 pixel icons, maskable ones too', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Hanabi',
    short_name: 'Hanabi',
    lang: 'ja',
    start_url: '/',
    display: 'standalone',
    theme_color: '#12111a',
  });
  expect(manifest.description).toMatch(/アニメ/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#12111a');

  const purposes = new Set<string>();
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe(icon.type);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    purposes.add(`${icon.purpose ?? 'any'} ${icon.sizes}`);
  }
  expect([...purposes].sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
});

test.describe('with the connection gone', () => {
  // The offline page is the service worker's: this test lets it run (the others block it).
  test.use({
    serviceWorkers: 'allow',
    // The browser logs the navigation the network could not answer.
    expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|FetchEvent/],
  });

  test('a navigation shows 「接続が切れています」, and its button loads the page once the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // The worker takes the page once it is active; from then on it answers the navigations that fail.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.goto('/rankings');
    await expect(page.getByRole('heading', { level: 1, name: '接続が切れています' })).toBeVisible();
    await expect(page.getByText('インターネットに接続できないため')).toBeVisible();
    const retry = page.getByRole('button', { name: '再読み込み' });
    await expect(retry).toBeVisible();

    // Still offline: the retry shows the same page again.
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: '接続が切れています' })).toBeVisible();

    await context.setOffline(false);
    await retry.click();
    await expect(page).toHaveURL((url) => url.pathname === '/rankings');
    await expect(page.getByRole('heading', { level: 1, name: '接続が切れています' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // What the worker keeps is the offline page and its files: no page, no API answer, no member data.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls.sort();
    });
    expect(kept).toEqual(['/favicon.svg', '/offline.css', '/offline.html', '/offline.js']);
  });
});
