import { robotsTxt } from '../features/seo/robots-txt.ts';
import { getWebRequest } from '../lib/api.server.ts';
import type { Route } from './+types/robots';

/** /robots.txt: what crawlers may visit, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getWebRequest(context).env.WEB_ORIGIN), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
