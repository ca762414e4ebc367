import { parseCookieHeader } from '@hanabi/api-client';
import { HomePage } from '../features/home-sections/home-page.tsx';
import { loadHomeSections } from '../features/home-sections/home-sections.server.ts';
import { pageMeta, SITE_DESCRIPTION, siteOriginOf } from '../features/seo/page-meta.ts';
import { loadHomeWatching } from '../features/watching/continue-watching.server.ts';
import { HomeWatchingSection } from '../features/watching/continue-watching.tsx';
import { getWebRequest } from '../lib/api.server.ts';
import { recommendationSeeds } from '../lib/recommendation-seeds.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ heading: null, description: SITE_DESCRIPTION, origin: siteOriginOf(matches), path: '/' });

/**
 * Every section at once, the member's continue-watching row among them; each one that fails fails alone
 * (features/home-sections, features/watching).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seeds = recommendationSeeds(parseCookieHeader(request.headers.get('cookie')));
  const web = getWebRequest(context);
  const [sections, watching] = await Promise.all([loadHomeSections(web.api, seeds), loadHomeWatching(web)]);
  return { sections, personalised: seeds.length > 0, watching };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, personalised, watching } = loaderData;
  return (
    <HomePage
      sections={sections}
      personalised={personalised}
      leading={<HomeWatchingSection watching={watching} />}
      leadingPaintsFirst={watching?.ok === true && watching.data.items.length > 0}
    />
  );
}
