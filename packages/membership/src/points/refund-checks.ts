/**
 * The ledger audit's invariants on refunds of episode purchases (decision 0052): each refund row has its
 * compensating transaction, which cancels the purchase's debit to the point — account by account, gift lot
 * by gift lot — and each refund transaction has its refund row. References are `refund:<purchase id>`
 * (purchaseRefundReference). That a refunded purchase leaves no entitlement, and no sale, is checked by the
 * purchase invariants of ledger-audit.ts.
 */
import { sql } from 'drizzle-orm';
import type { RowsCheck } from './invariant.ts';

export const REFUND_CHECKS: RowsCheck[] = [
  {
    id: 'refund-credited',
    description:
      '返金した購入にはどれも同じ会員の返金取引（refund:購入ID）があり、購入の引き落としを口座・ギフトポイントのロットごとにちょうど打ち消している',
    examinedUnit: '返金した購入',
    offendingUnit: '購入ID',
    rows: sql`
      select r.purchase_id as id, not coalesce(
        t.kind = 'episode_refund' and t.user_id = r.user_id and p.status = 'completed' and p.user_id = r.user_id
          and not exists (
            select 1 from point_entries e join point_transactions d on d.id = e.transaction_id
            where d.reference in ('purchase:' || r.purchase_id, 'refund:' || r.purchase_id)
            group by e.account, e.user_id, e.lot_transaction_id, e.expires_at
            having sum(e.amount) <> 0),
        false) as bad
      from episode_purchase_refunds r
      join episode_purchases p on p.id = r.purchase_id
      left join point_transactions t on t.reference = 'refund:' || r.purchase_id`,
  },
  {
    id: 'refund-has-record',
    description: '返金取引はどれも、同じ会員の購入の返金記録によるもの',
    examinedUnit: '返金取引',
    offendingUnit: '取引ID',
    rows: sql`
      select t.id, not coalesce(t.kind = 'episode_refund' and r.user_id = t.user_id, false) as bad
      from point_transactions t
      left join episode_purchase_refunds r on t.reference = 'refund:' || r.purchase_id
      where t.kind = 'episode_refund' or t.reference like 'refund:%'`,
  },
];
