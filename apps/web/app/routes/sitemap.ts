import { ApiError } from '@hanabi/api-client';
import { sitemapEntries } from '../features/seo/sitemap-entries.server.ts';
import { sitemapXml } from '../features/seo/sitemap-xml.ts';
import { getWebRequest } from '../lib/api.server.ts';
import type { Route } from './+types/sitemap';

/** An hour: new titles reach search engines the same day, and crawlers do not rebuild it on every visit. */
const CACHE_SECONDS = 3600;

/**
 * /sitemap.xml: the home, the main pages and every available general title, with absolute URLs. When the
 * catalogue cannot be read it answers 503, which crawlers take as "come back later" rather than as pages
 * that are gone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, env } = getWebRequest(context);
  try {
    const entries = await sitemapEntries(api);
    return new Response(sitemapXml(env.WEB_ORIGIN, entries), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': `public, max-age=${CACHE_SECONDS}`,
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`The sitemap could not read the catalogue (HTTP ${error.status}).`, error.message);
    return new Response('Sitemap temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(CACHE_SECONDS) },
    });
  }
}
