import { dynamicLandingQuerySchema } from '@hanabi/contract';
import { loadEntryOffer } from '../features/entry/entry-offer.server.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { pageMeta, SITE_NAME, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi, loadFromApi } from '../lib/api.server.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import type { Route } from './+types/lp';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData
    ? pageMeta({
        heading: loaderData.landing.heading,
        description: loaderData.landing.lead,
        origin: siteOriginOf(matches),
        path: location.pathname,
        image: loaderData.landing.titles[0]?.key_art ?? null,
      })
    : [{ title: SITE_NAME }];

/**
 * /lp/{slug} (spec §2, §6): a landing page from GET /v1/dynamic_landings, in the landing layout. Lite and
 * premium members are sent home (loadEntryOffer); guests and free members get the page with their call to
 * join. An address that is no landing slug, or a landing that is unknown or outside its window, is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = dynamicLandingQuerySchema.shape.slug.safeParse(params.slug);
  if (!slug.success) throw invalidRouteParams(new URL(request.url).pathname);
  const offer = await loadEntryOffer(context, request);
  const landing = await loadFromApi(() => getApi(context).getDynamicLanding(slug.data));
  return { landing, offer };
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return <LandingPage landing={loaderData.landing} offer={loaderData.offer} />;
}
