import { PurchaseResult, resultPageTitle } from '../features/purchase/purchase-result.tsx';
import { getApi, loadFromApi } from '../lib/api.server.ts';
import { PURCHASE_ID_PARAM } from '../lib/episode-paths.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import { parseRouteId } from '../lib/route-params.ts';
import type { Route } from './+types/purchase-thanks';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${resultPageTitle(loaderData.purchase)} | Hanabi` : 'Hanabi' },
];

export const middleware = [requireIdParam, ...routeGuards('requireLoggedIn')];

/** Shows one of the member's purchases, under the address of the episode it bought. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const episodeId = routeIdOf(context);
  const purchaseId = parseRouteId(url.searchParams.get(PURCHASE_ID_PARAM) ?? undefined);
  if (purchaseId === null) throw invalidRouteParams(url.pathname);
  const purchase = await loadFromApi(() => getApi(context).getEpisodePurchase(purchaseId));
  // A purchase of another episode under this episode's address: the address is wrong, not the purchase.
  if (purchase.episode.id !== episodeId) throw invalidRouteParams(url.pathname);
  return { purchase };
}

export default function PurchaseThanks({ loaderData }: Route.ComponentProps) {
  return <PurchaseResult purchase={loaderData.purchase} />;
}
