import { Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { answerSlidesPost } from '../features/console/slides/slide-actions.server.ts';
import { SLIDE_NOTICES } from '../features/console/slides/slide-answer.ts';
import { SlidesTable } from '../features/console/slides/slides-table.tsx';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/admin-slides';

export const meta: Route.MetaFunction = () => consoleMeta('ホームのスライド');

/**
 * `catalogue:read` to look (every role), `editorial:write` to change: the running and scheduled slides in the
 * carousel's order, moved up and down, and the ended ones, 20 a page.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const params = new URL(args.request.url).searchParams;
  const page = parsePageParam(params.get('page'));
  const api = consoleApi(args.context);
  const [current, ended] = await Promise.all([
    callAsOperator(args, () => api.getHomeSlides({ per_page: 100 })),
    callAsOperator(args, () => api.getHomeSlides({ ended: 'true', page })),
  ]);
  return {
    current,
    ended,
    canWrite: me.permissions.includes('editorial:write'),
    deleted: params.get('notice') === SLIDE_NOTICES.deleted,
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerSlidesPost(form, consoleApi(args.context)));
}

export default function AdminSlides({ loaderData, actionData }: Route.ComponentProps) {
  const { current, ended, canWrite, deleted } = loaderData;
  return (
    <div className="console-page">
      <div className="catalogue-page-head">
        <h1 className="console-page__title">ホームのスライド</h1>
        {canWrite ? (
          <div className="console-actions">
            <Link to="/admin/slides/new" className="console-button console-button--primary">
              スライドを作成
            </Link>
          </div>
        ) : null}
      </div>
      <p>
        ホーム最上部のカルーセルに、この順で表示されます。公開期間中で、画像があり、リンク先が公開中のものだけが、選んだ相手に表示されます。
      </p>
      {deleted && !actionData ? (
        <p className="console-alert" role="status">
          スライドを削除しました。
        </p>
      ) : null}
      <ActionOutcome answer={actionData} />
      <section aria-labelledby="current-slides-heading" className="console-section">
        <h2 id="current-slides-heading" className="console-section-heading">
          公開中・公開予定（{current.pagination.total}件）
        </h2>
        {current.items.length > 0 ? (
          <SlidesTable slides={current.items} movable={canWrite} caption="公開中・公開予定のスライド" />
        ) : (
          <p role="status">公開中・公開予定のスライドはありません。</p>
        )}
      </section>
      <section aria-labelledby="ended-slides-heading" className="console-section">
        <h2 id="ended-slides-heading" className="console-section-heading">
          終了したスライド（{ended.pagination.total}件）
        </h2>
        {ended.items.length > 0 ? (
          <SlidesTable slides={ended.items} movable={false} caption="終了したスライド" />
        ) : (
          <p role="status">このページに表示する終了したスライドはありません。</p>
        )}
        <Pager pagination={ended.pagination} param="page" label="終了したスライドのページ" />
      </section>
    </div>
  );
}
