import type {
  DisplayGroup,
  HiddenTitleList as HiddenTitles,
  MylistTitleList as MylistTitles,
  WatchingEpisodeList,
} from '@hanabi/contract';
import { Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { DiscreetModeCard } from '../features/my-page/discreet-mode-card.tsx';
import { ListSection } from '../features/my-page/list-section.tsx';
import { MembershipSummary } from '../features/my-page/membership-summary.tsx';
import { PointsSummary } from '../features/my-page/points-summary.tsx';
import { PRESENT_PAGE_PARAM, PresentList } from '../features/my-page/present-list.tsx';
import { HISTORY_PAGE_PARAM, SubscribeHistoryList } from '../features/my-page/subscribe-history-list.tsx';
import { HiddenTitleList } from '../features/viewer-lists/hidden-title-list.tsx';
import { MylistTitleList } from '../features/viewer-lists/mylist-title-list.tsx';
import { MemberWatchingRail, MY_WATCHING_SECTION_ID } from '../features/watching/continue-watching.tsx';
import { WATCHING_EMPTY_TEXT, WATCHING_HEADING } from '../features/watching/watching-rail.tsx';
import { accountsUrl } from '../lib/accounts-links.ts';
import { getWebRequest, loadSection, type SectionResult } from '../lib/api.server.ts';
import { useDiscreetMode } from '../lib/discreet-mode.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import { isPointsBlockShown } from '../lib/time-gates.ts';
import { requireUserStatus } from '../lib/user-status.server.ts';
import { hasPaidPlan, viewerTier } from '../lib/viewer-tier.ts';
import type { Route } from './+types/my';

const LIST_PAGE_SIZE = 10;
/** The my page shows the latest few mylist titles; /my/mylist has them all. */
const MYLIST_PREVIEW_SIZE = 3;
const HIDDEN_PAGE_PARAM = 'hidden_page';
const WATCHING_PAGE_PARAM = 'watching_page';
const MATURE_WATCHING_PAGE_PARAM = 'mature_watching_page';

export const meta: Route.MetaFunction = () => [
  { title: 'マイページ | Hanabi' },
  {
    name: 'description',
    content: '視聴途中のエピソード、ご契約中のプラン、お支払い方法、ポイント、プレゼント、ご契約履歴を確認できます。',
  },
];

/** Requires login: a guest goes to the sign-in service and comes back here. */
export const middleware = routeGuards('requireLoggedIn');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, api } = getWebRequest(context);
  const url = new URL(request.url);
  const status = await requireUserStatus(context);
  const tier = viewerTier(status);

  const watchingOf = (displayGroup: DisplayGroup, pageParam: string) =>
    loadSection(() =>
      api.getWatchingEpisodes({
        display_group: displayGroup,
        page: parsePageParam(url.searchParams.get(pageParam)),
        per_page: LIST_PAGE_SIZE,
      }),
    );
  const [watching, matureWatching, histories, presents, mylist, hidden] = await Promise.all([
    watchingOf('general_group', WATCHING_PAGE_PARAM),
    watchingOf('mature_group', MATURE_WATCHING_PAGE_PARAM),
    loadSection(() =>
      api.getSubscribeHistories({
        page: parsePageParam(url.searchParams.get(HISTORY_PAGE_PARAM)),
        per_page: LIST_PAGE_SIZE,
      }),
    ),
    loadSection(() =>
      api.getPresents({ page: parsePageParam(url.searchParams.get(PRESENT_PAGE_PARAM)), per_page: LIST_PAGE_SIZE }),
    ),
    loadSection(() => api.getMylistTitles({ per_page: MYLIST_PREVIEW_SIZE })),
    loadSection(() =>
      api.getHiddenTitles({ page: parsePageParam(url.searchParams.get(HIDDEN_PAGE_PARAM)), per_page: LIST_PAGE_SIZE }),
    ),
  ]);
  const myPageUrl = `${env.WEB_ORIGIN}/my`;
  return {
    status,
    watching,
    matureWatching,
    histories,
    presents,
    mylist,
    hidden,
    cancelUrl: hasPaidPlan(tier) ? accountsUrl(env.ACCOUNTS_ORIGIN, 'plan/cancel', myPageUrl) : null,
    addPointsUrl: isPointsBlockShown(status) ? accountsUrl(env.ACCOUNTS_ORIGIN, 'points', myPageUrl) : null,
  };
}

export default function MyPage({ loaderData }: Route.ComponentProps) {
  const { status, watching, matureWatching, histories, presents, mylist, hidden, cancelUrl, addPointsUrl } = loaderData;
  return (
    <div className="page my-page">
      <h1 className="page__title">マイページ</h1>
      <div className="my-page__grid">
        <WatchingSection watching={watching} />
        <MatureWatchingSection watching={matureWatching} />
        <DiscreetModeCard />
        <MembershipSummary status={status} cancelUrl={cancelUrl} />
        <PointsSummary status={status} addPointsUrl={addPointsUrl} />
        <MylistPreview mylist={mylist} />
        <PresentList presents={presents} />
        <SubscribeHistoryList histories={histories} />
        <HiddenTitlesSection hidden={hidden} />
      </div>
    </div>
  );
}

/** The episodes of general titles the member has started and not finished, a page at a time, each removable. */
function WatchingSection({ watching }: { watching: SectionResult<WatchingEpisodeList> }) {
  return (
    <ListSection
      id={MY_WATCHING_SECTION_ID}
      heading={WATCHING_HEADING}
      result={watching}
      emptyText={WATCHING_EMPTY_TEXT}
      wide
    >
      {({ items, pagination }) => (
        <>
          <MemberWatchingRail entries={items} />
          <Pager pagination={pagination} param={WATCHING_PAGE_PARAM} label="続きから見るのページ" />
        </>
      )}
    </ListSection>
  );
}

/**
 * The mature titles' entries, a list of their own with its own pages, which discreet mode hides at once
 * (decision 0058); nothing at all for a member who has none.
 */
function MatureWatchingSection({ watching }: { watching: SectionResult<WatchingEpisodeList> }) {
  const discreet = useDiscreetMode();
  if (discreet || (watching.ok && watching.data.items.length === 0)) return null;
  return (
    <ListSection
      id="my-watching-mature"
      heading={`${WATCHING_HEADING}（成人向け作品）`}
      result={watching}
      emptyText={WATCHING_EMPTY_TEXT}
      wide
    >
      {({ items, pagination }) => (
        <>
          <MemberWatchingRail entries={items} />
          <Pager
            pagination={pagination}
            param={MATURE_WATCHING_PAGE_PARAM}
            label="成人向け作品の続きから見るのページ"
          />
        </>
      )}
    </ListSection>
  );
}

/** The latest mylist titles, and the way to the whole list. */
function MylistPreview({ mylist }: { mylist: SectionResult<MylistTitles> }) {
  return (
    <ListSection id="my-mylist-heading" heading="マイリスト" result={mylist} emptyText="マイリストに作品がありません。">
      {({ items, pagination }) => (
        <>
          <MylistTitleList items={items} />
          <Link to="/my/mylist" className="viewer-list-more">
            マイリストをすべて見る（{pagination.total}作品）
          </Link>
        </>
      )}
    </ListSection>
  );
}

/** Titles the member hid from every list and search, each with a way to show it again. */
function HiddenTitlesSection({ hidden }: { hidden: SectionResult<HiddenTitles> }) {
  return (
    <ListSection
      id="my-hidden-heading"
      heading="非表示にした作品"
      result={hidden}
      emptyText="非表示にした作品はありません。作品ページの「この作品を非表示にする」から設定できます。"
    >
      {({ items, pagination }) => (
        <>
          <HiddenTitleList items={items} />
          <Pager pagination={pagination} param={HIDDEN_PAGE_PARAM} label="非表示にした作品のページ" />
        </>
      )}
    </ListSection>
  );
}
