import { Pager } from '../components/pager.tsx';
import { SectionResultView } from '../components/section-result.tsx';
import { NOTICE_LIST_PARAMS } from '../features/notices/notice-paths.ts';
import { UpcomingReleaseList } from '../features/notices/upcoming-release-list.tsx';
import { NO_INDEX, pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi, loadSection } from '../lib/api.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/notices-new-arrivals';

const HEADING = '配信予定';
const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    heading: HEADING,
    description: 'これから配信が始まる作品と、次のエピソードの配信日をお知らせします。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  }),
  NO_INDEX,
];

/** Members only (spec §6): a guest is sent to log in and comes back here. */
export const middleware = routeGuards('requireLoggedIn');

/** Titles and episodes that start after the server's now, soonest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get(NOTICE_LIST_PARAMS.page));
  const releases = await loadSection(() => getApi(context).getScheduledDeliveries({ page, per_page: PAGE_SIZE }));
  return { releases };
}

export default function NoticesNewArrivals({ loaderData }: Route.ComponentProps) {
  const { releases } = loaderData;
  return (
    <div className="page notice-page">
      <h1 className="page__title">{HEADING}</h1>
      <p className="notice-page__lead">これから配信が始まる作品と、次のエピソードの配信日です。</p>
      <SectionResultView subject={HEADING} result={releases} emptyText="現在、配信予定の作品はありません。">
        {({ items, pagination }) => (
          <>
            <UpcomingReleaseList releases={items} />
            <Pager pagination={pagination} param={NOTICE_LIST_PARAMS.page} label="配信予定のページ" />
          </>
        )}
      </SectionResultView>
    </div>
  );
}
