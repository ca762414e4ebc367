import { NoticePage } from '../features/notices/notice-article.tsx';
import { noticeHead } from '../features/notices/notice-head.ts';
import { loadNoticePage } from '../features/notices/notice-page.server.ts';
import { pageMeta, SITE_NAME, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/notices-apology-for-double-billing';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...noticeHead(loaderData.notice), origin: siteOriginOf(matches) }) : [{ title: SITE_NAME }];

/** /notices/apology_for_double_billing: the fixed page of 「二重請求に関するお詫び」, the notice with this slug. */
export function loader({ context }: Route.LoaderArgs) {
  return loadNoticePage(context, 'apology_for_double_billing');
}

export default function ApologyForDoubleBilling({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
