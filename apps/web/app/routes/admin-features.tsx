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
import type { Route } from './+types/admin-features';

export const meta: Route.MetaFunction = () => consoleMeta('特集');

/** `catalogue:read` to look (every role), `editorial:write` to create: every feature, searched and paged. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const params = new URL(args.request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const list = await callAsOperator(args, () =>
    consoleApi(args.context).getFeatures({ page: parsePageParam(params.get('page')), ...(q ? { q } : {}) }),
  );
  return {
    q,
    list,
    canWrite: me.permissions.includes('editorial:write'),
    deleted: params.get('notice') === COLLECTION_NOTICES.deleted,
  };
}

export default function AdminFeatures({ loaderData }: Route.ComponentProps) {
  const { q, list, canWrite, deleted } = loaderData;
  return (
    <div className="console-page">
      <div className="catalogue-page-head">
        <h1 className="console-page__title">特集</h1>
        {canWrite ? (
          <div className="console-actions">
            <Link to="/admin/features/new" className="console-button console-button--primary">
              特集を作成
            </Link>
          </div>
        ) : null}
      </div>
      <p>特集は公開期間中、作品が1つ以上あるとき、ホームの「特集」に表示順の小さいものから並びます。</p>
      {deleted ? (
        <p className="console-alert" role="status">
          特集を削除しました。
        </p>
      ) : null}
      <section aria-labelledby="features-heading" className="console-section">
        <h2 id="features-heading" className="console-section-heading">
          特集の一覧（{list.pagination.total}件）
        </h2>
        <ListSearchForm label="特集の検索" clearTo="/admin/features" values={q}>
          <ConsoleField
            form="features"
            name="q"
            type="search"
            label="特集名・スラッグ"
            hint="名前やスラッグの一部で探せます"
            errors={{}}
            defaultValue={q}
          />
        </ListSearchForm>
        {list.items.length > 0 ? (
          <CollectionsTable
            rows={list.items.map((feature) => ({ ...feature, detail: String(feature.position) }))}
            basePath="/admin/features"
            caption="特集の一覧"
            detailHeading="表示順"
          />
        ) : (
          <p role="status">
            {q ? '条件に合う特集はありません。条件を変えてお試しください。' : 'このページに表示する特集はありません。'}
          </p>
        )}
        <Pager pagination={list.pagination} param="page" label="特集の一覧のページ" />
      </section>
    </div>
  );
}
