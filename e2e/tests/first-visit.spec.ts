import { expect, test } from '../support/fixtures.ts';

test.describe("a guest's first visit (decision 0057)", () => {
  test('is a page shared caches may keep, and the browser keeps its own tracking id once it runs', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(headers['set-cookie']).toBeUndefined();

    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'user_tracking_id')?.value)
      .toMatch(/^[A-Za-z0-9_-]{21}$/);
    const trackingId = (await context.cookies()).find((cookie) => cookie.name === 'user_tracking_id')?.value;

    // The next document is the returning guest's: the same id is sent with its calls, and no cookie is set.
    const next = await page.goto('/search');
    expect(next?.headers()['set-cookie']).toBeUndefined();
    expect((await context.cookies()).find((cookie) => cookie.name === 'user_tracking_id')?.value).toBe(trackingId);
  });
});
