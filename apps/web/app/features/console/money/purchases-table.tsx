import type { AdminPurchase } from '@hanabi/contract';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatJapanDateTime } from '../console-format.ts';

const STATUS_LABELS: Record<AdminPurchase['status'], string> = {
  pending: '処理中',
  completed: '購入済み',
  failed: '失敗',
};

function statusOf(purchase: AdminPurchase): string {
  return purchase.refund ? '返金済み' : STATUS_LABELS[purchase.status];
}

function RefundAction({ purchase }: { purchase: AdminPurchase }) {
  const reasonId = `refund-${purchase.id}-reason`;
  return (
    <ConfirmAction
      label="返金"
      question={`『${purchase.episode.title_name}』${purchase.episode.prefix_name}の購入を返金しますか？使ったポイントを会員に戻し、このエピソードは視聴できなくなります。`}
      confirmLabel="返金する"
      fields={{ id: String(purchase.id) }}
    >
      <label htmlFor={reasonId}>返金の理由</label>
      <input id={reasonId} name="reason" type="text" required maxLength={200} />
    </ConfirmAction>
  );
}

/** A member's purchases, newest first, with the refund of a completed one for an operator who may. */
export function PurchasesTable({ purchases, canRefund }: { purchases: AdminPurchase[]; canRefund: boolean }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">購入ID</th>
            <th scope="col">エピソード</th>
            <th scope="col">日時</th>
            <th scope="col">価格</th>
            <th scope="col">内訳</th>
            <th scope="col">状態</th>
            {canRefund ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {purchases.map((purchase) => (
            <tr key={purchase.id}>
              <td>{purchase.id}</td>
              <td>
                {purchase.episode.title_name}
                <span className="console-table__sub">
                  {purchase.episode.prefix_name} {purchase.episode.name}
                </span>
              </td>
              <td>{formatJapanDateTime(purchase.requested_at)}</td>
              <td>{purchase.price_points}ポイント</td>
              <td>
                ギフト {purchase.spent_gift_points} / フェスタ {purchase.spent_festa_points}
              </td>
              <td>
                {statusOf(purchase)}
                {purchase.refund ? (
                  <span className="console-table__sub">
                    {formatJapanDateTime(purchase.refund.refunded_at)} {purchase.refund.operator_name}（
                    {purchase.refund.reason}）
                  </span>
                ) : null}
              </td>
              {canRefund ? (
                <td>
                  {purchase.status === 'completed' && !purchase.refund ? <RefundAction purchase={purchase} /> : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
