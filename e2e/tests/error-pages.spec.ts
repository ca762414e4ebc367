/**
 * The error pages of spec §8 as the whole product answers them, nothing of the page mocked: the API refuses
 * for real and the web server renders what it got. The product runs with HANABI_TEST_HOOKS and with
 * TRUST_PROXY=loopback (playwright.config.ts).
 */
import { fetchDisplayableTitles } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

/** Makes the API answer this browser's calls as while its database cannot serve (apps/api test-faults.ts). */
const CONGESTION_COOKIE = { name: 'hanabi_test_fault', value: 'unavailable' };
/** Addresses the API's country database places in the United States and in Japan (JPNIC's 133.0.0.0/8). */
const AMERICAN_ADDRESS = '8.8.8.8';
const JAPANESE_ADDRESS = '133.0.0.1';

test.describe('while the API answers that access is congested', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 503/] });

  test('a page whose data cannot be read is the congestion page, with HTTP 503, until the API serves again', async ({
    page,
    request,
    baseURL,
  }) => {
    const [card] = await fetchDisplayableTitles(request);
    if (!card) throw new Error('the demo catalogue has titles');
    await page.context().addCookies([{ ...CONGESTION_COOKIE, url: baseURL ?? '' }]);

    const congested = await page.goto(`/titles/${card.id}`);
    expect(congested?.status()).toBe(503);
    await expect(
      page.getByText(
        'ただいまアクセスが集中しているため、ページを表示できません。しばらくしてから再度お試しください。',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('error-detail')).toHaveText('API error 5003 (HTTP 503)');
    await expect(page.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');

    await page.context().clearCookies({ name: CONGESTION_COOKIE.name });
    const served = await page.goto(`/titles/${card.id}`);
    expect(served?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible();
  });
});

test.describe('a viewer outside Japan', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 403/] });

  test('is shown the outside-Japan page with HTTP 403 on any page; a viewer in Japan the page', async ({ page }) => {
    // The address the proxy in front of the product reports: the web server passes it on to the API.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': AMERICAN_ADDRESS });
    for (const path of ['/', '/free']) {
      const refused = await page.goto(path);
      expect(refused?.status(), path).toBe(403);
      await expect(page.getByText('このサービスは日本国内でのみご利用いただけます。')).toBeVisible();
      await expect(page.getByTestId('error-detail')).toHaveText('API error 4003 (HTTP 403)');
      await expect(page.getByRole('link', { name: /IP Geolocation by DB-IP/ })).toHaveAttribute(
        'href',
        'https://db-ip.com',
      );
    }

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': JAPANESE_ADDRESS });
    const served = await page.goto('/free');
    expect(served?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '無料作品' })).toBeVisible();
  });
});
