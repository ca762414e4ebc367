import { Link } from 'react-router';
import { NoticePage } from '../features/notices/notice-article.tsx';
import { noticeListPath } from '../features/notices/notice-paths.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi, loadFromApi } from '../lib/api.server.ts';
import type { Route } from './+types/notices-urgency';

const HEADING = '緊急のお知らせ';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description: '障害や緊急メンテナンスなど、Hanabiをご利用中のお客様に今すぐお伝えしたいお知らせです。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/** The notice urgent at the server's time, whole; null when there is none. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = getApi(context);
  const urgent = await loadFromApi(() => api.getUrgentNotice());
  return { notice: urgent ? await loadFromApi(() => api.getNotice(urgent.id)) : null };
}

export default function NoticesUrgency({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  if (notice) return <NoticePage notice={notice} />;
  return (
    <div className="page notice-page">
      <h1 className="page__title">{HEADING}</h1>
      <p className="empty-note">現在、緊急のお知らせはありません。</p>
      <p className="notice-article__back">
        <Link to={noticeListPath(null)}>お知らせ一覧へ</Link>
      </p>
    </div>
  );
}
