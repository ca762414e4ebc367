import { parseCookieHeader } from '@hanabi/api-client';
import { HomePage } from '../features/home-sections/home-page.tsx';
import { loadHomeSections } from '../features/home-sections/home-sections.server.ts';
import { pageMeta, SITE_DESCRIPTION, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi } from '../lib/api.server.ts';
import { recommendationSeeds } from '../lib/recommendation-seeds.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ heading: null, description: SITE_DESCRIPTION, origin: siteOriginOf(matches), path: '/' });

/** Every section at once; each one that fails fails alone (features/home-sections). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seeds = recommendationSeeds(parseCookieHeader(request.headers.get('cookie')));
  const sections = await loadHomeSections(getApi(context), seeds);
  return { sections, personalised: seeds.length > 0 };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage sections={loaderData.sections} personalised={loaderData.personalised} />;
}
