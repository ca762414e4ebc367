/**
 * The ledger audit's invariants on what granted points (decision 0037): festa points only for a succeeded
 * top-up payment, gift points only for a received present, each for exactly what its cause says, and both
 * ways round, as the purchase checks tie debits to purchases. References are `payment:<id>` and
 * `present:<id>` (topUpReference, presentGrantReference).
 */
import { sql } from 'drizzle-orm';
import type { RowsCheck } from './invariant.ts';

/** Entries of a top-up transaction: the member's festa credit, its counterpart, and any that do not belong. */
const topUpTransactionSums = sql`
  select e.transaction_id,
    coalesce(sum(e.amount) filter (where e.account = 'member_festa' and e.user_id = t.user_id), 0) as festa,
    coalesce(sum(e.amount) filter (where e.account = 'points_sold'), 0) as sold,
    count(*) filter (
      where not (e.account = 'points_sold' or (e.account = 'member_festa' and e.user_id = t.user_id and e.amount > 0))
    ) as strays
  from point_entries e join point_transactions t on t.id = e.transaction_id
  where t.kind = 'top_up'
  group by e.transaction_id`;

/** Entries of a present's grant: the member's new gift lot, its expiry, its counterpart, and any strays. */
const presentGrantSums = sql`
  select e.transaction_id,
    coalesce(sum(e.amount) filter (where e.account = 'member_gift'), 0) as gift,
    coalesce(sum(e.amount) filter (where e.account = 'points_given'), 0) as given,
    min(e.expires_at) filter (where e.account = 'member_gift') as earliest_expiry,
    max(e.expires_at) filter (where e.account = 'member_gift') as latest_expiry,
    count(*) filter (
      where not (e.account = 'points_given' or (e.account = 'member_gift' and e.user_id = t.user_id
        and e.lot_transaction_id = t.id and e.amount > 0))
    ) as strays
  from point_entries e join point_transactions t on t.id = e.transaction_id
  where t.kind = 'present'
  group by e.transaction_id`;

export const GRANT_CHECKS: RowsCheck[] = [
  {
    id: 'top-up-credited',
    description:
      '成功したポイント購入の支払いにはどれも同じ会員のフェスタポイント付与取引（payment:支払いID）があり、付与ポイントが支払い記録と一致する',
    examinedUnit: '成功したポイント購入',
    offendingUnit: '支払いID',
    rows: sql`
      select p.id, not coalesce(
        t.kind = 'top_up' and t.user_id = p.user_id and s.strays = 0 and s.festa = p.points and s.sold = -p.points,
        false) as bad
      from payments p
      left join point_transactions t on t.reference = 'payment:' || p.id
      left join (${topUpTransactionSums}) s on s.transaction_id = t.id
      where p.purpose = 'points_top_up' and p.status = 'succeeded'`,
  },
  {
    id: 'top-up-has-payment',
    description: 'フェスタポイントの付与取引はどれも、同じ会員の成功したポイント購入の支払いによるもの',
    examinedUnit: 'ポイント購入の取引',
    offendingUnit: '取引ID',
    rows: sql`
      select t.id, not coalesce(
        t.kind = 'top_up' and p.purpose = 'points_top_up' and p.status = 'succeeded' and p.user_id = t.user_id,
        false) as bad
      from point_transactions t
      left join payments p on t.reference = 'payment:' || p.id
      where t.kind = 'top_up' or t.reference like 'payment:%'`,
  },
  {
    id: 'present-granted',
    description:
      '受け取り済みのギフトポイントのプレゼントにはどれも同じ会員の付与取引（present:プレゼントID）があり、ポイント数と有効期限がプレゼントと一致する',
    examinedUnit: '受け取り済みのギフトポイントのプレゼント',
    offendingUnit: 'プレゼントID',
    rows: sql`
      select pr.id, not coalesce(
        t.kind = 'present' and t.user_id = pr.user_id and s.strays = 0 and s.gift = pr.points and s.given = -pr.points
          and s.earliest_expiry = pr.received_at + pr.points_valid_days * interval '24 hours'
          and s.latest_expiry = s.earliest_expiry,
        false) as bad
      from presents pr
      left join point_transactions t on t.reference = 'present:' || pr.id
      left join (${presentGrantSums}) s on s.transaction_id = t.id
      where pr.kind = 'gift_points' and pr.received_at is not null`,
  },
  {
    id: 'grant-has-present',
    description: 'ギフトポイントの付与取引はどれも、同じ会員が受け取ったギフトポイントのプレゼントによるもの',
    examinedUnit: 'ギフトポイントの付与取引',
    offendingUnit: '取引ID',
    rows: sql`
      select t.id, not coalesce(
        t.kind = 'present' and pr.kind = 'gift_points' and pr.received_at is not null and pr.user_id = t.user_id,
        false) as bad
      from point_transactions t
      left join presents pr on t.reference = 'present:' || pr.id
      where t.kind = 'present' or t.reference like 'present:%'`,
  },
];
