import { parseCookieHeader } from '@hanabi/api-client';
import { HomeCarousel } from '../features/home-carousel/home-carousel.tsx';
import { loadHomeSlides } from '../features/home-carousel/home-slides.server.ts';
import { HomePage } from '../features/home-sections/home-page.tsx';
import { loadHomeSections } from '../features/home-sections/home-sections.server.ts';
import { pageMeta, SITE_DESCRIPTION, siteOriginOf } from '../features/seo/page-meta.ts';
import { loadHomeWatching } from '../features/watching/continue-watching.server.ts';
import { HomeWatchingSection } from '../features/watching/continue-watching.tsx';
import { getWebRequest } from '../lib/api.server.ts';
import { loadDiscreetMode } from '../lib/discreet-mode.server.ts';
import { recommendationSeeds } from '../lib/recommendation-seeds.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ heading: null, description: SITE_DESCRIPTION, origin: siteOriginOf(matches), path: '/' });

/**
 * Every section at once, the carousel and the member's continue-watching row among them; each one that fails
 * fails alone (features/home-carousel, features/home-sections, features/watching).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const seeds = recommendationSeeds(cookies);
  const web = getWebRequest(context);
  const [slides, sections, watching] = await Promise.all([
    loadHomeSlides(web.api),
    loadHomeSections(web.api, seeds),
    loadDiscreetMode(web, request).then((discreet) => loadHomeWatching(web, discreet)),
  ]);
  // A carousel that cannot be had is left out: the rails below carry the page.
  return { slides: slides.ok ? slides.data.items : [], sections, personalised: seeds.length > 0, watching };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, sections, personalised, watching } = loaderData;
  // The carousel's first slide, when there is one, is the page's largest paint; else the first row's picture.
  const carousel = slides.length > 0;
  return (
    <HomePage
      sections={sections}
      personalised={personalised}
      leading={
        <>
          <HomeCarousel slides={slides} />
          <HomeWatchingSection watching={watching} first={!carousel} />
        </>
      }
      leadingPaintsFirst={carousel || (watching?.ok === true && watching.data.items.length > 0)}
    />
  );
}
