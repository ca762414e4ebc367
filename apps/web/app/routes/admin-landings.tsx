import { DYNAMIC_LANDING_LAYOUT_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { COLLECTION_NOTICES } from '../features/console/collections/collection-answer.ts';
import { CollectionsTable } from '../features/console/collections/collections-table.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { ConsoleField } from '../features/console/console-form.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { ListSearchForm } from '../features/console/list-search-form.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/admin-landings';

export const meta: Route.MetaFunction = () => consoleMeta('ランディングページ');

/** `catalogue:read` to look (every role), `editorial:write` to create: every dynamic landing page, searched and paged. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const params = new URL(args.request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const list = await callAsOperator(args, () =>
    consoleApi(args.context).getDynamicLandings({ page: parsePageParam(params.get('page')), ...(q ? { q } : {}) }),
  );
  return {
    q,
    list,
    canWrite: me.permissions.includes('editorial:write'),
    deleted: params.get('notice') === COLLECTION_NOTICES.deleted,
  };
}

export default function AdminLandings({ loaderData }: Route.ComponentProps) {
  const { q, list, canWrite, deleted } = loaderData;
  return (
    <div className="console-page">
      <div className="catalogue-page-head">
        <h1 className="console-page__title">ランディングページ</h1>
        {canWrite ? (
          <div className="console-actions">
            <Link to="/admin/landings/new" className="console-button console-button--primary">
              ランディングページを作成
            </Link>
          </div>
        ) : null}
      </div>
      <p>特集は公開期間中、作品が1つ以上あるとき、ホームの「特集」に表示順の小さいものから並びます。</p>
      {deleted ? (
        <p className="console-alert" role="status">
          ランディングページを削除しました。
        </p>
      ) : null}
      <section aria-labelledby="landings-heading" className="console-section">
        <h2 id="landings-heading" className="console-section-heading">
          ランディングページの一覧（{list.pagination.total}件）
        </h2>
        <ListSearchForm label="ランディングページの検索" clearTo="/admin/landings" values={q}>
          <ConsoleField
            form="features"
            name="q"
            type="search"
            label="見出し・スラッグ"
            hint="見出しやスラッグの一部で探せます"
            errors={{}}
            defaultValue={q}
          />
        </ListSearchForm>
        {list.items.length > 0 ? (
          <CollectionsTable
            rows={list.items.map((landing) => ({
              ...landing,
              name: landing.heading,
              detail: DYNAMIC_LANDING_LAYOUT_LABELS[landing.layout],
            }))}
            basePath="/admin/landings"
            caption="ランディングページの一覧"
            detailHeading="レイアウト"
          />
        ) : (
          <p role="status">
            {q
              ? '条件に合うランディングページはありません。条件を変えてお試しください。'
              : 'このページに表示するランディングページはありません。'}
          </p>
        )}
        <Pager pagination={list.pagination} param="page" label="ランディングページの一覧のページ" />
      </section>
    </div>
  );
}
