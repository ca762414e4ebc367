import type { ApiClient } from '@hanabi/api-client';
import type { Pagination } from '@hanabi/contract';
import type { SitemapEntry } from './sitemap-xml.ts';

/**
 * The pages of spec §2 that show the same general content to every viewer: the main pages, notices,
 * campaigns, support and the rules. Left out: the middle page (regulation lifted), pages that need a query
 * of their own, landing and advertising pages, and member pages.
 */
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/search',
  '/free',
  '/rankings',
  '/new_episodes',
  '/new_general_titles',
  '/recommended_titles',
  '/exclusive_titles',
  '/guide',
  '/requirement',
  '/notices',
  '/campaign_list',
  '/support',
  '/faq',
  '/rules/service',
  '/rules/tokusyo',
  '/rules/service-policy',
];

/** The API's largest page: the fewest calls for a whole catalogue. */
const PER_PAGE = 100;

/** Every item of a paged list, page after page. */
async function allPages<T>(load: (page: number) => Promise<{ items: T[]; pagination: Pagination }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const list = await load(page);
    items.push(...list.items);
    if (page >= list.pagination.total_pages) return items;
  }
}

/**
 * The main pages, then every general title available now (GET /v1/title/displayables, general group only:
 * mature titles never appear), each with the release of its latest episode as lastmod
 * (GET /v1/title/newly_updates). A failed call fails the whole sitemap: a partial one would tell search
 * engines that the missing titles are gone.
 */
export async function sitemapEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const group = { per_page: PER_PAGE, display_group: 'general_group' } as const;
  const [titles, updates] = await Promise.all([
    allPages((page) => api.getDisplayableTitles({ ...group, page })),
    allPages((page) => api.getNewlyUpdatedTitles({ ...group, page })),
  ]);
  const lastUpdate = new Map(updates.map((title) => [title.id, title.latest_episode.released_at]));
  const titleEntries = titles
    .filter((title) => title.display_group === 'general_group' && !title.is_age_restriction_r18)
    .map((title) => {
      const lastmod = lastUpdate.get(title.id);
      return lastmod ? { path: `/titles/${title.id}`, lastmod } : { path: `/titles/${title.id}` };
    });
  return [...SITEMAP_PAGES.map((path) => ({ path })), ...titleEntries];
}
