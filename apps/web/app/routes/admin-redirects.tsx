import { useNavigation } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { ConsoleField } from '../features/console/console-form.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { consoleListHref } from '../features/console/list-href.ts';
import { ListSearchForm } from '../features/console/list-search-form.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { answerRedirectsPost, isFollowed } from '../features/console/redirects/redirect-actions.server.ts';
import { RedirectForm } from '../features/console/redirects/redirect-form.tsx';
import { NEW_REDIRECT } from '../features/console/redirects/redirect-form-values.ts';
import { RedirectsTable } from '../features/console/redirects/redirects-table.tsx';
import { getWebRequest } from '../lib/api.server.ts';
import { parsePageParam, parseRouteId } from '../lib/route-params.ts';
import { productNavigationAllowlist } from '../lib/safe-navigation.ts';
import type { Route } from './+types/admin-redirects';

export const meta: Route.MetaFunction = () => consoleMeta('転送');

/**
 * `catalogue:read` (every role) looks: redirects by path, searched and paged, each marked when the lookup
 * would refuse its location; `editorial:write` adds, changes (`?edit={id}`) and deletes (decision 0050).
 */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const search = new URL(args.request.url).searchParams;
  const q = (search.get('q') ?? '').trim().slice(0, 200);
  const list = await callAsOperator(args, () =>
    consoleApi(args.context).getAdminRedirects({ page: parsePageParam(search.get('page')), ...(q ? { q } : {}) }),
  );
  const allowlist = productNavigationAllowlist(getWebRequest(args.context).env);
  return {
    q,
    pagination: list.pagination,
    redirects: list.items.map((item) => ({ ...item, followed: isFollowed(item.to_location, allowlist) })),
    editId: parseRouteId(search.get('edit') ?? undefined),
    canWrite: operator.permissions.includes('editorial:write'),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  const allowlist = productNavigationAllowlist(getWebRequest(args.context).env);
  return callAsOperator(args, () => answerRedirectsPost(form, consoleApi(args.context), allowlist));
}

const listHrefOf = (q: string, page: number, edit?: number) => consoleListHref('/admin/redirects', q, page, edit);

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { q, pagination, redirects, editId, canWrite } = loaderData;
  const loading = useNavigation().location?.pathname === '/admin/redirects';
  const refused = actionData?.kind === 'save_refused' ? actionData : undefined;
  const editing = canWrite ? redirects.find((redirect) => redirect.id === editId) : undefined;
  const formId = editing?.id ?? 0;
  const values =
    refused?.id === formId
      ? refused.values
      : editing
        ? {
            from_path: editing.from_path,
            to_location: editing.to_location,
            status: String(editing.status),
            enabled: editing.enabled,
          }
        : NEW_REDIRECT;
  const mine = refused?.id === formId ? refused : undefined;
  return (
    <div className="console-page">
      <h1 className="console-page__title">転送</h1>
      <p className="console-field__hint">
        古いアドレスを開いた視聴者を、別のページやURLへ送ります。保存するとすぐに反映されます。
      </p>
      <ActionOutcome answer={actionData} />
      {canWrite ? (
        <section aria-labelledby="redirect-form-heading" className="console-section">
          <h2 id="redirect-form-heading" className="console-section-heading">
            {editing ? '転送を編集' : '転送を追加'}
          </h2>
          <RedirectForm
            id={formId}
            values={values}
            errors={mine?.errors ?? {}}
            formError={mine?.formError ?? null}
            listHref={listHrefOf(q, pagination.page)}
          />
        </section>
      ) : (
        <p className="console-alert console-alert--warning">あなたの権限では転送を閲覧のみできます。</p>
      )}
      <section aria-labelledby="redirects-heading" className="console-section" aria-busy={loading}>
        <h2 id="redirects-heading" className="console-section-heading">
          転送の一覧（{pagination.total}件）
        </h2>
        <ListSearchForm label="転送の検索" clearTo="/admin/redirects" values={q}>
          <ConsoleField
            form="redirects"
            name="q"
            type="search"
            label="転送元・転送先"
            hint="パスやURLの一部で探せます"
            errors={{}}
            defaultValue={q}
          />
        </ListSearchForm>
        {redirects.length > 0 ? (
          <RedirectsTable
            redirects={redirects}
            canWrite={canWrite}
            editHref={(id) => listHrefOf(q, pagination.page, id)}
          />
        ) : (
          <p role="status">
            {q ? '条件に合う転送はありません。条件を変えてお試しください。' : 'このページに表示する転送はありません。'}
          </p>
        )}
        <Pager pagination={pagination} param="page" label="転送の一覧のページ" />
      </section>
    </div>
  );
}
