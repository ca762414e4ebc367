import { Link, useNavigation } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { TitleListForm } from '../features/console/catalogue/title-list-form.tsx';
import { titleListQueryOf } from '../features/console/catalogue/title-list-query.ts';
import { TitlesTable } from '../features/console/catalogue/titles-table.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-titles';

export const meta: Route.MetaFunction = () => consoleMeta('作品');

/** `catalogue:read` (every role): titles with drafts, searched by name or reading, filtered, sorted, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const { values, query } = titleListQueryOf(new URL(args.request.url).searchParams);
  const titles = await callAsOperator(args, () => consoleApi(args.context).getAdminTitles(query));
  return {
    values,
    titles,
    canWrite: operator.permissions.includes('catalogue:write'),
    now: new Date().toISOString(),
  };
}

export default function AdminTitles({ loaderData }: Route.ComponentProps) {
  const { values, titles, canWrite, now } = loaderData;
  const loading = useNavigation().location?.pathname === '/admin/titles';
  const filtered = Object.entries(values).some(([name, value]) => name !== 'sort' && value !== '');
  return (
    <div className="console-page">
      <div className="catalogue-page-head">
        <h1 className="console-page__title">作品</h1>
        {canWrite ? (
          <Link to="/admin/titles/new" className="console-button console-button--primary">
            作品を作成
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="titles-search-heading" className="console-section">
        <h2 id="titles-search-heading" className="console-section-heading">
          検索・絞り込み
        </h2>
        <TitleListForm values={values} />
      </section>
      <section aria-labelledby="titles-heading" className="console-section" aria-busy={loading}>
        <h2 id="titles-heading" className="console-section-heading">
          作品の一覧（{titles.pagination.total}件）
        </h2>
        {loading ? (
          <p role="status" className="console-field__hint">
            読み込んでいます…
          </p>
        ) : null}
        {titles.items.length > 0 ? (
          <TitlesTable titles={titles.items} now={new Date(now)} />
        ) : (
          <p role="status">
            {filtered
              ? '条件に合う作品はありません。条件を変えてお試しください。'
              : 'このページに表示する作品はありません。'}
          </p>
        )}
        <Pager pagination={titles.pagination} param="page" label="作品の一覧のページ" />
      </section>
    </div>
  );
}
