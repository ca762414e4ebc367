/**
 * The invariants the points ledger, the episode purchases and the causes of granted points (top-up payments,
 * received presents) and the refunds of purchases must keep (decisions 0009, 0013, 0037 and 0052), checked
 * over the whole database for an operator (`npm run ledger:check`). Each invariant is one set-based SQL
 * statement, written out in full so that it reads like the rule it checks; all of them run in one read-only
 * snapshot, so purchases completing meanwhile cannot make two checks disagree.
 */

import type { AppDatabase } from '@hanabi/db';
import { liftRequestLimits, POINT_ACCOUNTS, type PointAccount } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import { GRANT_CHECKS } from './grant-checks.ts';
import type { InvariantId, RowsCheck } from './invariant.ts';
import { PAYMENT_REFUND_CHECKS } from './payment-refund-checks.ts';
import { REFUND_CHECKS } from './refund-checks.ts';

export type { InvariantId } from './invariant.ts';

/** How many offending ids a finding lists at most; the count covers all of them. */
export const LISTED_OFFENDING_IDS = 20;

interface InvariantBase {
  id: InvariantId;
  /** What must hold, in one Japanese line for the operator. */
  description: string;
  holds: boolean;
  /** How many rows the check read, and what they are (Japanese noun, e.g. 取引). */
  examined: number;
  examinedUnit: string;
}

/** An invariant over rows: each row holds it or not. */
export interface RowsFinding extends InvariantBase {
  kind: 'rows';
  offendingCount: number;
  /** The lowest offending ids, at most LISTED_OFFENDING_IDS of them. */
  offendingIds: number[];
  /** What the ids name (Japanese, e.g. 購入ID). */
  offendingUnit: string;
}

/** An invariant over a total: `difference` is how far it is off, 0 when it holds. */
export interface TotalFinding extends InvariantBase {
  kind: 'total';
  difference: number;
}

export type InvariantFinding = RowsFinding | TotalFinding;

export interface LedgerAudit {
  holds: boolean;
  invariants: InvariantFinding[];
  /** Sum of the entries of every account, 0 for an account without entries. */
  accountTotals: Record<PointAccount, number>;
}

/** Entries of an episode purchase transaction, summed per account; `strays` have no place in a purchase. */
const purchaseTransactionSums = sql`
  select e.transaction_id,
    coalesce(sum(e.amount) filter (where e.account = 'member_gift'), 0) as gift,
    coalesce(sum(e.amount) filter (where e.account = 'member_festa'), 0) as festa,
    coalesce(sum(e.amount) filter (where e.account = 'episode_sales'), 0) as sales,
    count(*) filter (
      where e.account in ('points_sold', 'points_given')
        or (e.account like 'member_%' and (e.amount > 0 or e.user_id <> t.user_id))
    ) as strays
  from point_entries e join point_transactions t on t.id = e.transaction_id
  where t.kind = 'episode_purchase'
  group by e.transaction_id`;

const ROWS_CHECKS: RowsCheck[] = [
  {
    id: 'transactions-balanced',
    description: 'ポイント取引はどれも明細が2件以上あり、明細の合計が0になる',
    examinedUnit: '取引',
    offendingUnit: '取引ID',
    rows: sql`
      select t.id, count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0 as bad
      from point_transactions t left join point_entries e on e.transaction_id = t.id
      group by t.id`,
  },
  {
    id: 'festa-not-negative',
    description: '会員のフェスタポイント残高がマイナスになっていない',
    examinedUnit: '会員',
    offendingUnit: '会員ID',
    rows: sql`
      select user_id as id, sum(amount) < 0 as bad
      from point_entries where account = 'member_festa'
      group by user_id`,
  },
  {
    id: 'gift-lots-not-negative',
    description: 'ギフトポイントのロットの残りが、会員ごとにマイナスになっていない',
    examinedUnit: '会員ごとのロット',
    offendingUnit: 'ロット（付与取引）ID',
    rows: sql`
      select lot_transaction_id as id, sum(amount) < 0 as bad
      from point_entries where account = 'member_gift'
      group by user_id, lot_transaction_id`,
  },
  {
    id: 'gift-lot-owned',
    description: 'ギフトポイントの明細はどれも、同じ会員にプレゼントで付与されたロットのもの',
    examinedUnit: 'ギフトポイント明細',
    offendingUnit: '明細ID',
    rows: sql`
      select e.id, not coalesce(lot.kind = 'present' and lot.user_id = e.user_id, false) as bad
      from point_entries e
      left join point_transactions lot on lot.id = e.lot_transaction_id
      where e.account = 'member_gift'`,
  },
  {
    id: 'gift-expiry-matches-lot',
    description: 'ギフトポイントの明細の有効期限が、そのロットを付与した明細の有効期限と一致する',
    examinedUnit: 'ギフトポイント明細',
    offendingUnit: '明細ID',
    rows: sql`
      select e.id, lot.expires_at is distinct from e.expires_at as bad
      from point_entries e
      left join (
        select lot_transaction_id, min(expires_at) as expires_at
        from point_entries
        where account = 'member_gift' and transaction_id = lot_transaction_id
        group by lot_transaction_id
      ) lot on lot.lot_transaction_id = e.lot_transaction_id
      where e.account = 'member_gift'`,
  },
  ...GRANT_CHECKS,
  {
    id: 'purchase-debited',
    description:
      '完了した購入にはどれも同じ会員の引き落とし取引（purchase:購入ID）があり、ギフト・フェスタの引き落としと売上が購入記録と一致する',
    examinedUnit: '完了した購入',
    offendingUnit: '購入ID',
    rows: sql`
      select p.id, not coalesce(
        t.kind = 'episode_purchase' and t.user_id = p.user_id and s.strays = 0
          and s.gift = -p.spent_gift_points and s.festa = -p.spent_festa_points and s.sales = p.price_points,
        false) as bad
      from episode_purchases p
      left join point_transactions t on t.reference = 'purchase:' || p.id
      left join (${purchaseTransactionSums}) s on s.transaction_id = t.id
      where p.status = 'completed'`,
  },
  {
    id: 'debit-has-purchase',
    description: '購入の引き落とし取引はどれも同じ会員の完了した購入のもの（保留中・失敗の購入に引き落としはない）',
    examinedUnit: '購入の取引',
    offendingUnit: '取引ID',
    rows: sql`
      select t.id, not coalesce(
        t.kind = 'episode_purchase' and p.status = 'completed' and p.user_id = t.user_id, false) as bad
      from point_transactions t
      left join episode_purchases p on t.reference = 'purchase:' || p.id
      where t.kind = 'episode_purchase' or t.reference like 'purchase:%'`,
  },
  {
    id: 'purchase-entitled',
    description: '返金されていない完了した購入にはどれも、同じ会員・同じ話の視聴権がある',
    examinedUnit: '返金されていない完了した購入',
    offendingUnit: '購入ID',
    rows: sql`
      select p.id, not coalesce(en.user_id = p.user_id and en.episode_id = p.episode_id, false) as bad
      from episode_purchases p
      left join episode_entitlements en on en.purchase_id = p.id
      where p.status = 'completed'
        and not exists (select 1 from episode_purchase_refunds r where r.purchase_id = p.id)`,
  },
  {
    id: 'entitlement-has-purchase',
    description: '購入による視聴権はどれも、同じ会員・同じ話の完了し返金されていない購入によるもの',
    examinedUnit: '視聴権',
    offendingUnit: '購入ID',
    rows: sql`
      select en.purchase_id as id,
        p.status <> 'completed' or p.user_id <> en.user_id or p.episode_id <> en.episode_id
          or exists (select 1 from episode_purchase_refunds r where r.purchase_id = p.id) as bad
      from episode_entitlements en
      join episode_purchases p on p.id = en.purchase_id`,
  },
  ...REFUND_CHECKS,
  ...PAYMENT_REFUND_CHECKS,
];

async function checkRows(db: AppDatabase, check: RowsCheck): Promise<RowsFinding> {
  const { rows } = await db.execute<{ examined: string; offending: string; ids: number[] | null }>(sql`
    select count(*) as examined, count(*) filter (where bad) as offending,
      to_json((array_agg(id order by id) filter (where bad))[1:${sql.raw(String(LISTED_OFFENDING_IDS))}]) as ids
    from (${check.rows}) checked`);
  const offendingCount = Number(rows[0]?.offending ?? 0);
  return {
    kind: 'rows',
    id: check.id,
    description: check.description,
    holds: offendingCount === 0,
    examined: Number(rows[0]?.examined ?? 0),
    examinedUnit: check.examinedUnit,
    offendingCount,
    offendingIds: (rows[0]?.ids ?? []).map(Number),
    offendingUnit: check.offendingUnit,
  };
}

async function checkTotals(db: AppDatabase): Promise<{ finding: TotalFinding; totals: LedgerAudit['accountTotals'] }> {
  const { rows } = await db.execute<{ account: PointAccount; entries: string; total: string }>(
    sql`select account, count(*) as entries, sum(amount) as total from point_entries group by account`,
  );
  const totals = Object.fromEntries(POINT_ACCOUNTS.map((account) => [account, 0])) as LedgerAudit['accountTotals'];
  for (const row of rows) totals[row.account] = Number(row.total);
  const difference = rows.reduce((sum, row) => sum + Number(row.total), 0);
  const finding: TotalFinding = {
    kind: 'total',
    id: 'ledger-total-zero',
    description: '全明細の合計が0になる（ポイントが無から生まれたり消えたりしていない）',
    holds: difference === 0,
    examined: rows.reduce((sum, row) => sum + Number(row.entries), 0),
    examinedUnit: '明細',
    difference,
  };
  return { finding, totals };
}

async function checkSales(db: AppDatabase): Promise<TotalFinding> {
  const { rows } = await db.execute<{ purchases: string; difference: string }>(sql`
    select
      (select count(*) from episode_purchases where status = 'completed') as purchases,
      (select coalesce(sum(amount), 0) from point_entries where account = 'episode_sales')
        - (select coalesce(sum(price_points), 0) from episode_purchases p where status = 'completed'
            and not exists (select 1 from episode_purchase_refunds r where r.purchase_id = p.id)) as difference`);
  const difference = Number(rows[0]?.difference ?? 0);
  return {
    kind: 'total',
    id: 'sales-match-purchases',
    description: 'episode_sales の合計が、返金されていない完了した購入の価格の合計と一致する',
    holds: difference === 0,
    examined: Number(rows[0]?.purchases ?? 0),
    examinedUnit: '完了した購入',
    difference,
  };
}

/** Checks every invariant; never writes. The whole ledger's total comes first, the sales total last. */
export function auditLedger(db: AppDatabase): Promise<LedgerAudit> {
  return db.transaction(
    async (tx) => {
      // The operator's check reads the whole ledger: on a large one that takes longer than any request.
      await liftRequestLimits(tx);
      const { finding: total, totals } = await checkTotals(tx);
      const invariants: InvariantFinding[] = [total];
      for (const check of ROWS_CHECKS) invariants.push(await checkRows(tx, check));
      invariants.push(await checkSales(tx));
      return { holds: invariants.every((finding) => finding.holds), invariants, accountTotals: totals };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
