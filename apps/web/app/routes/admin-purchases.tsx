import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { MemberSearchForm } from '../features/console/money/member-search-form.tsx';
import { answerRefundPost, loadPurchasesPage } from '../features/console/money/purchases-page.server.ts';
import { PurchasesTable } from '../features/console/money/purchases-table.tsx';
import { requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-purchases';

export const meta: Route.MetaFunction = () => consoleMeta('購入と返金');

/** `sales:read` (経理, 管理者): a member's episode purchases; the refund of one with `refunds:write`. */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'sales:read');
  return { ...(await loadPurchasesPage(args)), canRefund: operator.permissions.includes('refunds:write') };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'refunds:write');
  return answerRefundPost(form, args);
}

export default function AdminPurchases({ loaderData, actionData }: Route.ComponentProps) {
  const { member, searchError, list, canRefund } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">購入と返金</h1>
      <ActionOutcome answer={actionData} />
      <MemberSearchForm form="purchases" member={member} searchError={searchError} />
      {list ? (
        <section aria-labelledby="purchases-heading" className="console-section">
          <h2 id="purchases-heading" className="console-section-heading">
            {list.member.email}（会員ID {list.member.id}・フェスタID {list.member.festa_user_id}）の購入（
            {list.pagination.total}件）
          </h2>
          {list.items.length > 0 ? (
            <PurchasesTable purchases={list.items} canRefund={canRefund} />
          ) : (
            <p role="status">この会員の購入はありません。</p>
          )}
          <Pager pagination={list.pagination} param="page" label="購入のページ" />
        </section>
      ) : null}
    </div>
  );
}
