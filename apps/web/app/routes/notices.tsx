import { Pager } from '../components/pager.tsx';
import { SectionResultView } from '../components/section-result.tsx';
import { NoticeList } from '../features/notices/notice-list.tsx';
import { NOTICE_LIST_PARAMS, noticeListPath } from '../features/notices/notice-paths.ts';
import { NoticeSectionTabs } from '../features/notices/notice-section-tabs.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi, loadFromApi, loadSection } from '../lib/api.server.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/notices';

const HEADING = 'お知らせ';
const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const section = loaderData?.section ?? null;
  return pageMeta({
    heading: section ? `${HEADING}（${section.name}）` : HEADING,
    description:
      'Hanabiからのお知らせです。重要なお知らせ、メンテナンスの予定、新機能やキャンペーンの情報をご案内します。',
    origin: siteOriginOf(matches),
    path: noticeListPath(section?.slug ?? null),
  });
};

/** Published notices newest first, of the section named by ?section= (every section without it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sectionSlug = url.searchParams.get(NOTICE_LIST_PARAMS.section);
  const page = parsePageParam(url.searchParams.get(NOTICE_LIST_PARAMS.page));
  const api = getApi(context);
  const { items: sections } = await loadFromApi(() => api.getNoticeSections());
  const section = sectionSlug === null ? null : sections.find((candidate) => candidate.slug === sectionSlug);
  // A section that does not exist is a wrong address, like an unknown id.
  if (section === undefined) throw invalidRouteParams(url.pathname);
  const notices = await loadSection(() => api.getNotices({ section_id: section?.id, page, per_page: PAGE_SIZE }));
  return { sections, section, notices };
}

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { sections, section, notices } = loaderData;
  const listName = section ? `${section.name}の一覧` : 'お知らせの一覧';
  return (
    <div className="page notice-page">
      <h1 className="page__title">{HEADING}</h1>
      <NoticeSectionTabs sections={sections} current={section?.slug ?? null} />
      <SectionResultView
        subject={HEADING}
        result={notices}
        emptyText={section ? '現在、この種類のお知らせはありません。' : '現在、お知らせはありません。'}
      >
        {({ items, pagination }) => (
          <>
            <NoticeList notices={items} label={listName} />
            <Pager pagination={pagination} param={NOTICE_LIST_PARAMS.page} label={`${listName}のページ`} />
          </>
        )}
      </SectionResultView>
    </div>
  );
}
