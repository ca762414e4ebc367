import { MembershipSummary } from '../features/my-page/membership-summary.tsx';
import { PointsSummary } from '../features/my-page/points-summary.tsx';
import { PRESENT_PAGE_PARAM, PresentList } from '../features/my-page/present-list.tsx';
import { HISTORY_PAGE_PARAM, SubscribeHistoryList } from '../features/my-page/subscribe-history-list.tsx';
import { accountsUrl } from '../lib/accounts-links.ts';
import { getWebRequest, loadSection } from '../lib/api.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import { isPointsBlockShown } from '../lib/time-gates.ts';
import { requireUserStatus } from '../lib/user-status.server.ts';
import { hasPaidPlan, viewerTier } from '../lib/viewer-tier.ts';
import type { Route } from './+types/my';

const LIST_PAGE_SIZE = 10;

export const meta: Route.MetaFunction = () => [
  { title: 'マイページ | Hanabi' },
  { name: 'description', content: 'ご契約中のプラン、お支払い方法、ポイント、プレゼント、ご契約履歴を確認できます。' },
];

/** Requires login: a guest goes to the sign-in service and comes back here. */
export const middleware = routeGuards('requireLoggedIn');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, api } = getWebRequest(context);
  const url = new URL(request.url);
  const status = await requireUserStatus(context);
  const tier = viewerTier(status);

  const [histories, presents] = await Promise.all([
    loadSection(() =>
      api.getSubscribeHistories({
        page: parsePageParam(url.searchParams.get(HISTORY_PAGE_PARAM)),
        per_page: LIST_PAGE_SIZE,
      }),
    ),
    loadSection(() =>
      api.getPresents({ page: parsePageParam(url.searchParams.get(PRESENT_PAGE_PARAM)), per_page: LIST_PAGE_SIZE }),
    ),
  ]);
  const myPageUrl = `${env.WEB_ORIGIN}/my`;
  return {
    status,
    histories,
    presents,
    cancelUrl: hasPaidPlan(tier) ? accountsUrl(env.ACCOUNTS_ORIGIN, 'plan/cancel', myPageUrl) : null,
    addPointsUrl: isPointsBlockShown(status) ? accountsUrl(env.ACCOUNTS_ORIGIN, 'points', myPageUrl) : null,
  };
}

export default function MyPage({ loaderData }: Route.ComponentProps) {
  const { status, histories, presents, cancelUrl, addPointsUrl } = loaderData;
  return (
    <div className="page my-page">
      <h1 className="page__title">マイページ</h1>
      <div className="my-page__grid">
        <MembershipSummary status={status} cancelUrl={cancelUrl} />
        <PointsSummary status={status} addPointsUrl={addPointsUrl} />
        <PresentList presents={presents} />
        <SubscribeHistoryList histories={histories} />
      </div>
    </div>
  );
}
