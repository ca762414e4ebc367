import type { TitleCardList } from '@hanabi/contract';
import { Pager } from '../components/pager.tsx';
import { SectionResultView } from '../components/section-result.tsx';
import { NO_INDEX, pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { TitleGrid } from '../features/title-card/title-grid.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import { parsePageParam, parseRouteId } from '../lib/route-params.ts';
import type { Route } from './+types/tag';

const PAGE_PARAM = 'page';
const PAGE_SIZE = 24;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { tagId, tagName, titles } = loaderData;
  const heading = tagName ? `「${tagName}」の作品` : 'タグの作品';
  const empty = !titles.ok || titles.data.items.length === 0;
  return [
    ...pageMeta({
      heading,
      description: tagName ? `タグ「${tagName}」がついたアニメ作品の一覧です。` : 'タグがついたアニメ作品の一覧です。',
      origin: siteOriginOf(matches),
      path: `/tags/${tagId}`,
    }),
    // A tag without titles (or whose titles could not be read) is no page for a search engine.
    ...(empty ? [NO_INDEX] : []),
  ];
};

/**
 * The general titles of a tag (GET /v1/title/displayables?tag_id=). The API has no call for a tag itself,
 * so its name is read from the first title's own tags; when there is no title, the page says so plainly.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tagId = parseRouteId(params.id);
  if (tagId === null) throw invalidRouteParams(url.pathname);
  const api = getApi(context);
  const page = parsePageParam(url.searchParams.get(PAGE_PARAM));
  const titles = await loadSection(() => api.getDisplayableTitles({ tag_id: tagId, page, per_page: PAGE_SIZE }));
  return { tagId, titles, tagName: await tagNameFrom(titles) };

  async function tagNameFrom(list: typeof titles): Promise<string | null> {
    const first = list.ok ? list.data.items[0] : undefined;
    if (!first) return null;
    const title = await loadSection(() => api.getTitle(first.id));
    return title.ok ? (title.data.tags.find((tag) => tag.id === tagId)?.name ?? null) : null;
  }
}

export default function TagRoute({ loaderData }: Route.ComponentProps) {
  const { tagName, titles } = loaderData;
  return (
    <div className="page">
      <h1 className="page__title">{tagName ? `#${tagName}` : 'タグの作品'}</h1>
      <SectionResultView<TitleCardList>
        subject="作品"
        result={titles}
        emptyText="このタグがついた配信中の作品はありません。"
      >
        {({ items, pagination }) => (
          <>
            <TitleGrid titles={items} label={tagName ? `「${tagName}」の作品` : 'タグの作品'} />
            <Pager pagination={pagination} param={PAGE_PARAM} label="作品のページ" />
          </>
        )}
      </SectionResultView>
    </div>
  );
}
