import { SUPPORT_GRANT_STATUS_LABELS, SUPPORT_GRANT_STATUSES, type SupportGrantStatus } from '@hanabi/contract';
import { Form } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { ConfirmAction } from '../features/console/confirm-action.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { ConsoleSelect } from '../features/console/console-form.tsx';
import { formatJapanDateTime } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { answerGrantsPost } from '../features/console/support/grant-actions.server.ts';
import { GRANT_INTENTS, INTENT_FIELD } from '../features/console/support/support-answer.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/admin-grants';

export const meta: Route.MetaFunction = () => consoleMeta('付与の承認');

/** `grants:approve` (経理, 管理者): support's grants, waiting ones first by default; approve or reject. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'grants:approve');
  const search = new URL(args.request.url).searchParams;
  const typed = search.get('status') ?? 'pending';
  const status = (SUPPORT_GRANT_STATUSES as readonly string[]).includes(typed)
    ? (typed as SupportGrantStatus)
    : undefined;
  const grants = await callAsOperator(args, () =>
    consoleApi(args.context).getGrants({ status, page: parsePageParam(search.get('page')) }),
  );
  return { status: status ?? '', grants };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'grants:approve');
  return callAsOperator(args, () => answerGrantsPost(form, consoleApi(args.context)));
}

export default function AdminGrants({ loaderData, actionData }: Route.ComponentProps) {
  const { status, grants } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">付与の承認</h1>
      <p>サポートが申請した、上限を超えるポイント・チケットの付与です。申請した本人は承認できません。</p>
      <ActionOutcome answer={actionData} />
      <Form method="get" className="console-form console-form--row">
        <ConsoleSelect form="grant-filter" name="status" label="状態" errors={{}} defaultValue={status}>
          <option value="">すべて</option>
          {SUPPORT_GRANT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SUPPORT_GRANT_STATUS_LABELS[value]}
            </option>
          ))}
        </ConsoleSelect>
        <button type="submit" className="console-button">
          絞り込む
        </button>
      </Form>
      <section aria-labelledby="grants-heading" className="console-section">
        <h2 id="grants-heading" className="console-section-heading">
          付与申請（{grants.pagination.total}件）
        </h2>
        {grants.items.length === 0 ? (
          <p role="status">該当する付与申請はありません。</p>
        ) : (
          <div className="console-table-scroll">
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">申請日時</th>
                  <th scope="col">会員</th>
                  <th scope="col">内容</th>
                  <th scope="col">理由</th>
                  <th scope="col">申請者</th>
                  <th scope="col">状態</th>
                </tr>
              </thead>
              <tbody>
                {grants.items.map((grant) => (
                  <tr key={grant.id}>
                    <td>{formatJapanDateTime(grant.requested_at)}</td>
                    <td>
                      {grant.member_email}
                      <span className="console-table__sub">会員ID {grant.member_id}</span>
                    </td>
                    <td>
                      {grant.present_name}
                      <span className="console-table__sub">
                        {grant.episode
                          ? `『${grant.episode.title_name}』${grant.episode.prefix_name}のチケット（${grant.value_points.toLocaleString('ja-JP')}pt 相当）`
                          : `${grant.points?.toLocaleString('ja-JP')}pt（有効 ${grant.points_valid_days}日）`}
                      </span>
                    </td>
                    <td>{grant.reason}</td>
                    <td>{grant.requested_by.name}</td>
                    <td>
                      {SUPPORT_GRANT_STATUS_LABELS[grant.status]}
                      {grant.decided_by ? <span className="console-table__sub">{grant.decided_by.name}</span> : null}
                      {grant.status === 'pending' ? (
                        <div className="console-actions">
                          <ConfirmAction
                            label="承認する"
                            question={`「${grant.present_name}」を ${grant.member_email} に付与します。よろしいですか？`}
                            confirmLabel="承認して付与する"
                            fields={{ [INTENT_FIELD]: GRANT_INTENTS.approve, id: String(grant.id) }}
                          />
                          <ConfirmAction
                            label="却下する"
                            question="この付与申請を却下します。会員には何も届きません。よろしいですか？"
                            confirmLabel="却下する"
                            fields={{ [INTENT_FIELD]: GRANT_INTENTS.reject, id: String(grant.id) }}
                          />
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager pagination={grants.pagination} param="page" label="付与申請のページ" />
      </section>
    </div>
  );
}
