import { describe, expect, it } from 'vitest';
import { getApi } from '../../lib/api.server.ts';
import { apiSuccess, titleCard } from '../../test/fixtures.ts';
import { fakeLoadContext } from '../../test/loader-context.ts';
import { robotsTxt } from './robots-txt.ts';
import { SITEMAP_PAGES, sitemapEntries } from './sitemap-entries.server.ts';
import { sitemapXml } from './sitemap-xml.ts';

const ORIGIN = 'https://anime.hanabi.example';

describe('sitemap.xml', () => {
  it('lists absolute, escaped URLs with their lastmod when known', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/' }, { path: '/titles/3', lastmod: '2025-10-01T00:00:00+09:00' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/titles/3</loc><lastmod>2025-10-01T00:00:00+09:00</lastmod></url>`);
    expect(sitemapXml(ORIGIN, [{ path: '/search?q=a&b' }])).toContain(`<loc>${ORIGIN}/search?q=a&amp;b</loc>`);
  });

  it('reads every page of general titles, with the latest episode as lastmod, and no mature title', async () => {
    const pagination = (page: number) => ({ page, per_page: 100, total: 101, total_pages: 2 });
    const { context, calls } = fakeLoadContext((url) => {
      const page = Number(url.searchParams.get('page'));
      if (url.pathname === '/v1/title/displayables') {
        const items = page === 1 ? [titleCard(1), titleCard(2, { is_age_restriction_r18: true })] : [titleCard(3)];
        return apiSuccess({ items, pagination: pagination(page) });
      }
      const latest = {
        id: 9,
        number: 1,
        prefix_name: '第1話',
        name: '始まり',
        released_at: '2025-10-01T00:00:00+09:00',
      };
      const items = page === 1 ? [{ ...titleCard(3), latest_episode: latest }] : [];
      return apiSuccess({ items, pagination: pagination(page) });
    });
    const entries = await sitemapEntries(getApi(context));
    expect(entries).toEqual([
      ...SITEMAP_PAGES.map((path) => ({ path })),
      { path: '/titles/1' },
      { path: '/titles/3', lastmod: '2025-10-01T00:00:00+09:00' },
    ]);
    for (const call of calls) {
      expect(call.url.searchParams.get('display_group')).toBe('general_group');
      expect(call.url.searchParams.get('per_page')).toBe('100');
    }
    expect(calls.map((call) => `${call.url.pathname}?page=${call.url.searchParams.get('page')}`).sort()).toEqual([
      '/v1/title/displayables?page=1',
      '/v1/title/displayables?page=2',
      '/v1/title/newly_updates?page=1',
      '/v1/title/newly_updates?page=2',
    ]);
  });
});

describe('SITEMAP_PAGES', () => {
  it('names the public pages of every kind: catalogue, notices, campaigns, support and rules, never a member page', () => {
    expect(SITEMAP_PAGES).toEqual(
      expect.arrayContaining([
        '/',
        '/notices',
        '/campaign_list',
        '/support',
        '/faq',
        '/rules/service',
        '/rules/tokusyo',
      ]),
    );
    expect(SITEMAP_PAGES.filter((path) => path.startsWith('/my') || path.startsWith('/lp/'))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of member, purchase, age-check and search-result pages and points to the sitemap', () => {
    const text = robotsTxt(ORIGIN);
    for (const path of ['/my', '/episodes/*/purchase_*', '/age_check', '/search?']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Allow: /\n');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
