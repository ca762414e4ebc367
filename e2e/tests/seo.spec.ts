import { fetchDisplayableTitles, findR18Titles } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('for search engines', () => {
  test('sitemap.xml lists the home and the general titles, never a mature one', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toContain(`${baseURL}/`);

    const [general] = await fetchDisplayableTitles(request);
    expect(locs).toContain(`${baseURL}/titles/${general?.id}`);
    expect(xml).toMatch(new RegExp(`/titles/${general?.id}</loc><lastmod>`));
    for (const mature of await findR18Titles(request)) {
      expect(locs, mature.name).not.toContain(`${baseURL}/titles/${mature.id}`);
    }
  });

  test('robots.txt keeps crawlers out of private pages and points to the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ['/my', '/episodes/*/purchase_*', '/age_check', '/search?']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
  });

  test('the home page has its title, description, canonical URL and link preview', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Hanabi');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /アニメ/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  });
});
