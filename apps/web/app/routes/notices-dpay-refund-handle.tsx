import { NoticePage } from '../features/notices/notice-article.tsx';
import { noticeHead } from '../features/notices/notice-head.ts';
import { loadNoticePage } from '../features/notices/notice-page.server.ts';
import { pageMeta, SITE_NAME, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/notices-dpay-refund-handle';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...noticeHead(loaderData.notice), origin: siteOriginOf(matches) }) : [{ title: SITE_NAME }];

/** /notices/dpay_refund_handle: the fixed page of 「d払いでお支払いの方への返金について」, the notice with this slug. */
export function loader({ context }: Route.LoaderArgs) {
  return loadNoticePage(context, 'dpay_refund_handle');
}

export default function DpayRefundHandle({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
