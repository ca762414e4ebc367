import { Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { previewAtOf } from '../features/console/collections/collection-page.server.ts';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerLayoutsPost } from '../features/console/home-layouts/home-layout-actions.server.ts';
import { HOME_LAYOUTS_PATH, LAYOUT_NOTICES } from '../features/console/home-layouts/home-layout-answer.ts';
import { HomeLayoutPreview } from '../features/console/home-layouts/home-layout-preview.tsx';
import { HomeLayoutsTable } from '../features/console/home-layouts/home-layouts-table.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/admin-home-layouts';

export const meta: Route.MetaFunction = () => consoleMeta('ホームの並び順');

/**
 * `catalogue:read` to look (every role), `editorial:write` to schedule and delete (decision 0064): the
 * scheduled orders of the home's sections, latest start first, 20 a page, and the order at a chosen time.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const url = new URL(args.request.url);
  const at = previewAtOf(url);
  const api = consoleApi(args.context);
  const [layouts, preview] = await Promise.all([
    callAsOperator(args, () => api.getHomeLayouts({ page: parsePageParam(url.searchParams.get('page')) })),
    callAsOperator(args, () => api.getHomeLayoutAt(at ? { at } : {})),
  ]);
  return {
    layouts,
    preview: { at: at ?? null, sections: preview.sections },
    canWrite: me.permissions.includes('editorial:write'),
    created: url.searchParams.get('notice') === LAYOUT_NOTICES.created,
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerLayoutsPost(form, consoleApi(args.context)));
}

export default function AdminHomeLayouts({ loaderData, actionData }: Route.ComponentProps) {
  const { layouts, preview, canWrite, created } = loaderData;
  return (
    <div className="console-page">
      <div className="catalogue-page-head">
        <h1 className="console-page__title">ホームの並び順</h1>
        {canWrite ? (
          <div className="console-actions">
            <Link to={`${HOME_LAYOUTS_PATH}/new`} className="console-button console-button--primary">
              並び順を作成
            </Link>
          </div>
        ) : null}
      </div>
      <p>
        ホームのカルーセルの下に並ぶセクションの順番と、表示・非表示を期間ごとに予約します。期間が重なるときは、開始が新しいものが表示されます。どれも期間外のときは標準の並び順です。
      </p>
      {created && !actionData ? (
        <p className="console-alert" role="status">
          ホームの並び順を予約しました。
        </p>
      ) : null}
      <ActionOutcome answer={actionData} />
      <HomeLayoutPreview at={preview.at} sections={preview.sections} />
      <section aria-labelledby="home-layouts-heading" className="console-section">
        <h2 id="home-layouts-heading" className="console-section-heading">
          予約した並び順（{layouts.pagination.total}件）
        </h2>
        {layouts.items.length > 0 ? (
          <HomeLayoutsTable layouts={layouts.items} canWrite={canWrite} />
        ) : (
          <p role="status">このページに表示する並び順はありません。</p>
        )}
        <Pager pagination={layouts.pagination} param="page" label="予約した並び順のページ" />
      </section>
    </div>
  );
}
