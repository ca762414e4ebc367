/**
 * The ledger audit's invariants on operators' refunds of plan and points payments (decision 0054): a refund
 * never gives back more than its payment took, and a succeeded refund of a top-up has taken exactly the
 * top-up's festa points back (`payment-refund:<payment id>`, topUpRefundReference) — while a refund not (yet)
 * succeeded has taken nothing, and nothing is taken back without a succeeded refund.
 */
import { sql } from 'drizzle-orm';
import type { RowsCheck } from './invariant.ts';

export const PAYMENT_REFUND_CHECKS: RowsCheck[] = [
  {
    id: 'payment-refund-within-payment',
    description: '支払いの返金はどれも、同じ会員の成功した支払いの金額以下',
    examinedUnit: '支払いの返金',
    offendingUnit: '返金ID',
    rows: sql`
      select r.id, not (p.status = 'succeeded' and p.user_id = r.user_id and r.amount_yen <= p.amount_yen) as bad
      from payment_refunds r join payments p on p.id = r.payment_id`,
  },
  {
    id: 'top-up-refund-reversed',
    description:
      'ポイント購入の返金が成功していれば取り消し取引（payment-refund:支払いID）がポイント購入をちょうど打ち消し、成功していなければ取り消し取引はない',
    examinedUnit: 'ポイント購入の返金',
    offendingUnit: '返金ID',
    rows: sql`
      select r.id, case when r.status = 'succeeded' then not coalesce(
        t.kind = 'top_up_refund' and t.user_id = r.user_id and not exists (
          select 1 from point_entries e join point_transactions d on d.id = e.transaction_id
          where d.reference in ('payment:' || r.payment_id, 'payment-refund:' || r.payment_id)
          group by e.account, e.user_id
          having sum(e.amount) <> 0),
        false)
        else t.id is not null end as bad
      from payment_refunds r
      join payments p on p.id = r.payment_id and p.purpose = 'points_top_up'
      left join point_transactions t on t.reference = 'payment-refund:' || r.payment_id`,
  },
  {
    id: 'top-up-refund-has-record',
    description: 'ポイントの取り消し取引はどれも、同じ会員のポイント購入の成功した返金によるもの',
    examinedUnit: '取り消し取引',
    offendingUnit: '取引ID',
    rows: sql`
      select t.id, not coalesce(t.kind = 'top_up_refund' and r.user_id = t.user_id and r.status = 'succeeded', false) as bad
      from point_transactions t
      left join payment_refunds r on t.reference = 'payment-refund:' || r.payment_id
      where t.kind = 'top_up_refund' or t.reference like 'payment-refund:%'`,
  },
];
