/**
 * The ledger audit's invariants on operators' refunds of plan and points payments (decision 0054): the
 * refunds of a payment, whole or partial, never give back more than it took, and each succeeded refund of a
 * top-up has taken back exactly the festa points its yen bought (topUpRefundPoints), under its idempotency key
 * as reference (paymentRefundKey) — while a refund not (yet) succeeded has taken nothing, and nothing is taken
 * back without a succeeded refund.
 */
import { sql } from 'drizzle-orm';
import type { RowsCheck } from './invariant.ts';

export const PAYMENT_REFUND_CHECKS: RowsCheck[] = [
  {
    id: 'payment-refund-within-payment',
    description: '支払いの返金はどれも、同じ会員の成功した支払いのもので、失敗していない返金の合計が支払いの金額以下',
    examinedUnit: '支払いの返金',
    offendingUnit: '返金ID',
    rows: sql`
      select r.id, not (p.status = 'succeeded' and p.user_id = r.user_id and (
        select sum(q.amount_yen) from payment_refunds q
        where q.payment_id = r.payment_id and q.status <> 'failed' and q.id <= r.id) <= p.amount_yen) as bad
      from payment_refunds r join payments p on p.id = r.payment_id`,
  },
  {
    id: 'top-up-refund-reversed',
    description:
      'ポイント購入の返金が成功していれば、その返金額で買えたポイントをちょうど取り消す取引（返金の冪等キー）があり、成功していなければ取り消し取引はない',
    examinedUnit: 'ポイント購入の返金',
    offendingUnit: '返金ID',
    // Points bought by yen y of a top-up: floor(y * points / amount); a refund takes back the difference the
    // succeeded refunds up to it make, so the refunds of the whole top-up take back all its points.
    rows: sql`
      select r.id, case when r.status = 'succeeded' then not coalesce(
        (t.id is null and x.points = 0) or (t.kind = 'top_up_refund' and t.user_id = r.user_id and (
          select coalesce(sum(e.amount) filter (where e.account = 'member_festa' and e.user_id = r.user_id), 0) = -x.points
            and coalesce(sum(e.amount) filter (where e.account = 'points_sold' and e.user_id is null), 0) = x.points
            and count(*) = 2
          from point_entries e where e.transaction_id = t.id)),
        false)
        else t.id is not null end as bad
      from payment_refunds r
      join payments p on p.id = r.payment_id and p.purpose = 'points_top_up'
      cross join lateral (
        select floor(sum(q.amount_yen) * coalesce(p.points, 0) / p.amount_yen)
          - floor((sum(q.amount_yen) - r.amount_yen) * coalesce(p.points, 0) / p.amount_yen) as points
        from payment_refunds q
        where q.payment_id = r.payment_id and q.status = 'succeeded' and q.id <= r.id) x
      left join point_transactions t on t.reference = r.idempotency_key`,
  },
  {
    id: 'top-up-refund-has-record',
    description: 'ポイントの取り消し取引はどれも、同じ会員のポイント購入の成功した返金によるもの',
    examinedUnit: '取り消し取引',
    offendingUnit: '取引ID',
    rows: sql`
      select t.id, not coalesce(t.kind = 'top_up_refund' and r.user_id = t.user_id and r.status = 'succeeded', false) as bad
      from point_transactions t
      left join payment_refunds r on t.reference = r.idempotency_key
      where t.kind = 'top_up_refund' or t.reference like 'payment-refund:%'`,
  },
];
