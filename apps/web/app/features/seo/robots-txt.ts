import { absoluteUrl } from './page-meta.ts';

/**
 * Pages search engines should not crawl: the member's own pages, the purchase steps, the age check's
 * answer, and search result pages (endless combinations of queries; the titles they list are in the
 * sitemap). `/search` itself, the form, stays crawlable.
 */
export const DISALLOWED_PATHS = ['/my', '/episodes/*/purchase_*', '/age_check', '/search?'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
