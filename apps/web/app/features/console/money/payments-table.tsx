import {
  type AdminPayment,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_REFUND_FAILURE_LABELS,
  PAYMENT_REFUND_STATE_LABELS,
} from '@hanabi/contract';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatJapanDateTime } from '../console-format.ts';

const STATUS_LABELS: Record<AdminPayment['status'], string> = {
  pending: '処理中',
  succeeded: '支払い済み',
  declined: '承認されず',
  failed: '失敗',
};

function whatWasBought(payment: AdminPayment): string {
  if (payment.purpose === 'points_top_up') return `${payment.points ?? 0}ポイント`;
  return payment.plan_id === 2 ? 'プレミアムプラン' : 'ライトプラン';
}

function RefundAction({ payment }: { payment: AdminPayment }) {
  const reasonId = `payment-refund-${payment.id}-reason`;
  const after =
    payment.purpose === 'points_top_up' ? '購入されたポイントは取り消されます。' : 'このお支払いのプランは終了します。';
  return (
    <ConfirmAction
      label="返金"
      question={`${PAYMENT_PURPOSE_LABELS[payment.purpose]}のお支払い ${payment.amount_yen.toLocaleString('ja-JP')}円を返金しますか？${after}`}
      confirmLabel="返金する"
      fields={{ id: String(payment.id) }}
    >
      <label htmlFor={reasonId}>返金の理由</label>
      <input id={reasonId} name="reason" type="text" required maxLength={200} />
    </ConfirmAction>
  );
}

function RefundState({ refund }: { refund: NonNullable<AdminPayment['refund']> }) {
  const failure =
    refund.failure_reason && (PAYMENT_REFUND_FAILURE_LABELS[refund.failure_reason] ?? refund.failure_reason);
  return (
    <span className="console-table__sub">
      {PAYMENT_REFUND_STATE_LABELS[refund.status]}
      {failure ? `：${failure}` : ''}（{formatJapanDateTime(refund.requested_at)} {refund.operator_name}、
      {refund.reason}）
    </span>
  );
}

/** A member's plan and points payments, newest first, with the refund of a succeeded one for an operator who may. */
export function PaymentsTable({ payments, canRefund }: { payments: AdminPayment[]; canRefund: boolean }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">支払いID</th>
            <th scope="col">種類</th>
            <th scope="col">内容</th>
            <th scope="col">日時</th>
            <th scope="col">金額</th>
            <th scope="col">お支払い方法</th>
            <th scope="col">状態</th>
            {canRefund ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{payment.id}</td>
              <td>{PAYMENT_PURPOSE_LABELS[payment.purpose]}</td>
              <td>{whatWasBought(payment)}</td>
              <td>{formatJapanDateTime(payment.created_at)}</td>
              <td>{payment.amount_yen.toLocaleString('ja-JP')}円</td>
              <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
              <td>
                {STATUS_LABELS[payment.status]}
                {payment.refund ? <RefundState refund={payment.refund} /> : null}
              </td>
              {canRefund ? (
                <td>{payment.status === 'succeeded' && !payment.refund ? <RefundAction payment={payment} /> : null}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
