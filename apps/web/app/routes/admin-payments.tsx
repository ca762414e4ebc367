import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { MemberSearchForm } from '../features/console/money/member-search-form.tsx';
import { answerPaymentRefundPost, loadPaymentsPage } from '../features/console/money/payments-page.server.ts';
import { PaymentsTable } from '../features/console/money/payments-table.tsx';
import { requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-payments';

export const meta: Route.MetaFunction = () => consoleMeta('プラン・ポイントの返金');

/** `sales:read` (経理, 管理者): a member's plan and points payments; asking for a refund with `refunds:write`. */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'sales:read');
  return { ...(await loadPaymentsPage(args)), canRefund: operator.permissions.includes('refunds:write') };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'refunds:write');
  return answerPaymentRefundPost(form, args);
}

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { member, searchError, list, canRefund } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">プラン・ポイントの返金</h1>
      <ActionOutcome answer={actionData} />
      <MemberSearchForm form="payments" member={member} searchError={searchError} />
      {list ? (
        <section aria-labelledby="payments-heading" className="console-section">
          <h2 id="payments-heading" className="console-section-heading">
            {list.member.email}（会員ID {list.member.id}・フェスタID {list.member.festa_user_id}）のお支払い（
            {list.pagination.total}件）
          </h2>
          {list.items.length > 0 ? (
            <PaymentsTable payments={list.items} canRefund={canRefund} />
          ) : (
            <p role="status">この会員のお支払いはありません。</p>
          )}
          <Pager pagination={list.pagination} param="page" label="お支払いのページ" />
        </section>
      ) : null}
    </div>
  );
}
