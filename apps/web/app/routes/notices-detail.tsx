import { NoticePage } from '../features/notices/notice-article.tsx';
import { noticeHead } from '../features/notices/notice-head.ts';
import { loadNoticePage } from '../features/notices/notice-page.server.ts';
import { pageMeta, SITE_NAME, siteOriginOf } from '../features/seo/page-meta.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/notices-detail';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...noticeHead(loaderData.notice), origin: siteOriginOf(matches) }) : [{ title: SITE_NAME }];

/** /notices/{id}: a published notice; an unknown or unpublished one is the 404 page. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadNoticePage(context, routeIdOf(context));
}

export default function NoticeDetail({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
