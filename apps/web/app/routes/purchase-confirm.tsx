import { redirect } from 'react-router';
import { PurchaseConfirmPage } from '../features/purchase/purchase-confirm-page.tsx';
import { purchaseOffer } from '../features/purchase/purchase-offer.ts';
import { hrefOf, intentOf, withIntent } from '../features/purchase/purchase-urls.ts';
import { planAdvice } from '../features/title-action/plan-advice.ts';
import { PlanAdviceNote } from '../features/title-action/plan-advice-note.tsx';
import { loadTitleAccess } from '../features/title-action/title-access.server.ts';
import { accountsUrl, returnUrlOf } from '../lib/accounts-links.ts';
import { getWebRequest, loadFromApi, loadSection } from '../lib/api.server.ts';
import { purchaseThanksPath } from '../lib/episode-paths.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import { requireUserStatus } from '../lib/user-status.server.ts';
import { hasPaidPlan, viewerTier } from '../lib/viewer-tier.ts';
import type { Route } from './+types/purchase-confirm';

export const meta: Route.MetaFunction = () => [{ title: '購入確認 | Hanabi' }];

/** Requires login; a member whose card is in default is sent to the inquiry page first (decision 0016). */
export const middleware = [requireIdParam, ...routeGuards('requireLoggedIn', 'redirectToInquiry')];

/**
 * The purchase intent's idempotency key lives in the address (`intent`): made here once, when the page is
 * opened without one, and kept by every reload and retry of that page, so that a purchase sent twice is
 * bought once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = routeIdOf(context);
  const status = await requireUserStatus(context);
  const intent = intentOf(url.search);
  if (intent === null) throw redirect(hrefOf(withIntent(url, crypto.randomUUID())));

  const { env, api } = getWebRequest(context);
  const episode = await loadFromApi(() => api.getEpisode(id));
  // This very intent bought the episode (its answer was lost, or the page was reloaded meanwhile): show
  // the completed purchase rather than a page that only says the episode is owned.
  if (episode.owned_purchase?.idempotency_key === intent)
    throw redirect(purchaseThanksPath(id, episode.owned_purchase.id));
  // The plan advice needs the title's other episodes and what the member holds of them; without them the
  // page stands, with no advice.
  const [title, holder] = await Promise.all([
    loadSection(() => api.getTitle(episode.title.id)),
    loadTitleAccess(context, episode.title.id),
  ]);
  return {
    episode,
    advice: title.ok ? planAdvice(title.data.episodes, holder) : null,
    intent,
    offer: purchaseOffer(episode, { gift: status.current_gift_points, festa: status.current_festa_points }),
    // Back from a top-up the viewer starts a new intent: the old one may have failed for want of points.
    topUpUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'points', returnUrlOf(env.WEB_ORIGIN, withIntent(url, null))),
    canJoinPlan: !hasPaidPlan(viewerTier(status)),
  };
}

export default function PurchaseConfirm({ loaderData }: Route.ComponentProps) {
  // Keyed by episode: a failure told about one episode is not carried to the next one's page.
  const { advice, ...page } = loaderData;
  return (
    <PurchaseConfirmPage key={loaderData.episode.id} {...page}>
      {advice ? <PlanAdviceNote advice={advice} /> : null}
    </PurchaseConfirmPage>
  );
}
