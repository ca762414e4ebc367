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

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

function RefundAction({ payment }: { payment: AdminPayment }) {
  const reasonId = `payment-refund-${payment.id}-reason`;
  const amountId = `payment-refund-${payment.id}-amount`;
  const after =
    payment.purpose === 'points_top_up'
      ? '返金額に応じて購入されたポイントが取り消されます。'
      : '全額を返金し終えると、このお支払いのプランは終了します。';
  return (
    <ConfirmAction
      label="返金"
      question={`${PAYMENT_PURPOSE_LABELS[payment.purpose]}のお支払い ${yen(payment.amount_yen)}のうち、入力した金額（返金できるのは残り${yen(payment.refundable_yen)}まで）を返金しますか？${after}`}
      confirmLabel="返金する"
      fields={{ id: String(payment.id) }}
    >
      <label htmlFor={amountId}>返金する金額（円）</label>
      <input
        id={amountId}
        name="amount_yen"
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={payment.refundable_yen}
        defaultValue={payment.refundable_yen}
      />
      <label htmlFor={reasonId}>返金の理由</label>
      <input id={reasonId} name="reason" type="text" required maxLength={200} />
    </ConfirmAction>
  );
}

function RefundState({ refund }: { refund: AdminPayment['refunds'][number] }) {
  const failure =
    refund.failure_reason && (PAYMENT_REFUND_FAILURE_LABELS[refund.failure_reason] ?? refund.failure_reason);
  return (
    <span className="console-table__sub">
      {PAYMENT_REFUND_STATE_LABELS[refund.status]}
      {failure ? `：${failure}` : ''}（{yen(refund.amount_yen)}・{formatJapanDateTime(refund.requested_at)}{' '}
      {refund.operator_name}、{refund.reason}）
    </span>
  );
}

/**
 * A member's plan and points payments, newest first, each with its refunds, and the refund of what is left of
 * a succeeded one — the whole rest by default, or a part — for an operator who may.
 */
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
              <td>{yen(payment.amount_yen)}</td>
              <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
              <td>
                {STATUS_LABELS[payment.status]}
                {payment.refunds.map((refund) => (
                  <RefundState key={refund.id} refund={refund} />
                ))}
              </td>
              {canRefund ? <td>{payment.refundable_yen > 0 ? <RefundAction payment={payment} /> : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
