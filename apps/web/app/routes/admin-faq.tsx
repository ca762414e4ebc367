import { useNavigation } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { ConsoleField } from '../features/console/console-form.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerFaqPost } from '../features/console/faq/faq-actions.server.ts';
import { FaqForm } from '../features/console/faq/faq-form.tsx';
import { faqFormValuesOf, NEW_FAQ } from '../features/console/faq/faq-form-values.ts';
import { FaqTable } from '../features/console/faq/faq-table.tsx';
import { consoleListHref } from '../features/console/list-href.ts';
import { ListSearchForm } from '../features/console/list-search-form.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { parsePageParam, parseRouteId } from '../lib/route-params.ts';
import type { Route } from './+types/admin-faq';

export const meta: Route.MetaFunction = () => consoleMeta('よくある質問');

/**
 * `catalogue:read` (every role) looks: entries by number, drafts included, searched and paged; `editorial:write`
 * adds, changes (`?edit={id}`) and deletes (decision 0055). Viewers see each change at once.
 */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const search = new URL(args.request.url).searchParams;
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const list = await callAsOperator(args, () =>
    consoleApi(args.context).getAdminFaqEntries({ page: parsePageParam(search.get('page')), ...(q ? { q } : {}) }),
  );
  return {
    q,
    pagination: list.pagination,
    entries: list.items,
    editId: parseRouteId(search.get('edit') ?? undefined),
    canWrite: operator.permissions.includes('editorial:write'),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerFaqPost(form, consoleApi(args.context)));
}

const listHrefOf = (q: string, page: number, edit?: number) => consoleListHref('/admin/faq', q, page, edit);

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { q, pagination, entries, editId, canWrite } = loaderData;
  const loading = useNavigation().location?.pathname === '/admin/faq';
  const refused = actionData?.kind === 'save_refused' ? actionData : undefined;
  const editing = canWrite ? entries.find((entry) => entry.id === editId) : undefined;
  const formId = editing?.id ?? 0;
  const mine = refused?.id === formId ? refused : undefined;
  const values = mine ? mine.values : editing ? faqFormValuesOf(editing) : NEW_FAQ;
  return (
    <div className="console-page">
      <h1 className="console-page__title">よくある質問</h1>
      <p className="console-field__hint">
        /faq と /faq/{'{番号}'} に表示する質問と回答です。保存するとすぐにサイトに反映されます。
      </p>
      <ActionOutcome answer={actionData} />
      {canWrite ? (
        <section aria-labelledby="faq-form-heading" className="console-section">
          <h2 id="faq-form-heading" className="console-section-heading">
            {editing ? `よくある質問 ${editing.number} を編集` : '質問を追加'}
          </h2>
          <FaqForm
            id={formId}
            values={values}
            errors={mine?.errors ?? {}}
            formError={mine?.formError ?? null}
            listHref={listHrefOf(q, pagination.page)}
          />
        </section>
      ) : (
        <p className="console-alert console-alert--warning">あなたの権限ではよくある質問を閲覧のみできます。</p>
      )}
      <section aria-labelledby="faq-list-heading" className="console-section" aria-busy={loading}>
        <h2 id="faq-list-heading" className="console-section-heading">
          よくある質問の一覧（{pagination.total}件）
        </h2>
        <ListSearchForm label="よくある質問の検索" clearTo="/admin/faq" values={q}>
          <ConsoleField
            form="faq"
            name="q"
            type="search"
            label="キーワード・番号"
            hint="質問や回答の一部、または番号で探せます"
            errors={{}}
            defaultValue={q}
          />
        </ListSearchForm>
        {entries.length > 0 ? (
          <FaqTable entries={entries} canWrite={canWrite} editHref={(id) => listHrefOf(q, pagination.page, id)} />
        ) : (
          <p role="status">
            {q ? '条件に合う質問はありません。条件を変えてお試しください。' : 'このページに表示する質問はありません。'}
          </p>
        )}
        <Pager pagination={pagination} param="page" label="よくある質問の一覧のページ" />
      </section>
    </div>
  );
}
