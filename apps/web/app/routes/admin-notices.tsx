import { Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { ConsoleField, ConsoleSelect } from '../features/console/console-form.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { ListSearchForm } from '../features/console/list-search-form.tsx';
import { answerSectionPost } from '../features/console/notices/notice-section-actions.server.ts';
import { NoticeSections } from '../features/console/notices/notice-sections.tsx';
import { NoticesTable } from '../features/console/notices/notices-table.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { parsePageParam, parseRouteId } from '../lib/route-params.ts';
import type { Route } from './+types/admin-notices';

export const meta: Route.MetaFunction = () => consoleMeta('お知らせ');

/**
 * `catalogue:read` (every role): notices with their state (公開予定・公開中・緊急表示中), searched by title,
 * filtered by section, 20 a page, and the sections; `editorial:write` creates notices and edits sections.
 */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const search = new URL(args.request.url).searchParams;
  const q = (search.get('q') ?? '').trim().slice(0, 200);
  const sectionId = parseRouteId(search.get('section') ?? undefined);
  const api = consoleApi(args.context);
  const [notices, sections] = await callAsOperator(args, () =>
    Promise.all([
      api.getAdminNotices({
        page: parsePageParam(search.get('page')),
        ...(q ? { q } : {}),
        ...(sectionId ? { section_id: sectionId } : {}),
      }),
      api.getNoticeSections(),
    ]),
  );
  return {
    q,
    section: sectionId ? String(sectionId) : '',
    notices,
    sections,
    deleted: search.get('deleted') === '1',
    canWrite: operator.permissions.includes('editorial:write'),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerSectionPost(form, consoleApi(args.context)));
}

export default function AdminNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { q, section, notices, sections, deleted, canWrite } = loaderData;
  const refused = actionData?.kind === 'section_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <div className="catalogue-page-head">
        <h1 className="console-page__title">お知らせ</h1>
        {canWrite ? (
          <Link to="/admin/notices/new" className="console-button console-button--primary">
            お知らせを作成
          </Link>
        ) : null}
      </div>
      <ActionOutcome
        answer={actionData ?? (deleted ? { kind: 'done', message: 'お知らせを削除しました。' } : undefined)}
      />
      <section aria-labelledby="notices-heading" className="console-section">
        <h2 id="notices-heading" className="console-section-heading">
          お知らせの一覧（{notices.pagination.total}件）
        </h2>
        <ListSearchForm label="お知らせの検索" clearTo="/admin/notices" values={q + section}>
          <ConsoleField form="notices" name="q" type="search" label="タイトル・スラッグ" errors={{}} defaultValue={q} />
          <ConsoleSelect form="notices" name="section" label="区分" errors={{}} defaultValue={section}>
            <option value="">すべて</option>
            {sections.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.name}
              </option>
            ))}
          </ConsoleSelect>
        </ListSearchForm>
        {notices.items.length > 0 ? (
          <NoticesTable notices={notices.items} />
        ) : (
          <p role="status">{q || section ? '条件に合うお知らせはありません。' : 'お知らせはまだありません。'}</p>
        )}
        <Pager pagination={notices.pagination} param="page" label="お知らせの一覧のページ" />
      </section>
      <section aria-labelledby="sections-heading" className="console-section">
        <h2 id="sections-heading" className="console-section-heading">
          区分
        </h2>
        <NoticeSections sections={sections} canWrite={canWrite} refused={refused} />
      </section>
    </div>
  );
}
