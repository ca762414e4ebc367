/**
 * The finance reports (decision 0052), each one set-based SQL statement over what the services recorded:
 * completed episode purchases (and their refunds), succeeded plan payments, the points ledger. Japan dates:
 * a range runs from the first day's 00:00 to the day after the last, Japan time.
 */
import {
  type DailySalesRow,
  type DoubleBillingRow,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PlanRevenueRow,
  type PointsLiability,
  planLabel,
  type ReportRange,
} from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';

interface Page {
  limit: number;
  offset: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a range of Japan dates covers: [start, end). */
function instantsOf({ from, to }: ReportRange): { start: Date; end: Date } {
  return {
    start: new Date(`${from}T00:00:00+09:00`),
    end: new Date(new Date(`${to}T00:00:00+09:00`).getTime() + DAY_MS),
  };
}

/** The `count(*) over ()` of a page's rows: how many the whole report has (0 on a page past its end). */
const total = (rows: Array<{ total?: unknown }>) => Number(rows[0]?.total ?? 0);

export async function dailySales(
  db: AppDatabase,
  range: ReportRange,
  page: Page,
): Promise<{ items: DailySalesRow[]; total: number }> {
  const { start, end } = instantsOf(range);
  const { rows } = await db.execute<Record<string, string | number> & { total: string }>(sql`
    select to_char(p.completed_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as date,
      t.id as title_id, t.name as title_name, e.id as episode_id, e.prefix_name as episode_prefix_name,
      e.name as episode_name, count(*) as purchases, sum(p.price_points) as points,
      sum(p.spent_gift_points) as gift_points, sum(p.spent_festa_points) as festa_points,
      count(r.purchase_id) as refunded_purchases,
      coalesce(sum(p.price_points) filter (where r.purchase_id is not null), 0) as refunded_points,
      count(*) over () as total
    from episode_purchases p
    join episodes e on e.id = p.episode_id
    join titles t on t.id = e.title_id
    left join episode_purchase_refunds r on r.purchase_id = p.id
    where p.status = 'completed' and p.completed_at >= ${start} and p.completed_at < ${end}
    group by 1, t.id, t.name, e.id, e.prefix_name, e.name, e.number
    order by 1, t.id, e.number, e.id
    limit ${page.limit} offset ${page.offset}`);
  const items = rows.map((row) => ({
    date: String(row.date),
    title_id: Number(row.title_id),
    title_name: String(row.title_name),
    episode_id: Number(row.episode_id),
    episode_prefix_name: String(row.episode_prefix_name),
    episode_name: String(row.episode_name),
    purchases: Number(row.purchases),
    points: Number(row.points),
    gift_points: Number(row.gift_points),
    festa_points: Number(row.festa_points),
    refunded_purchases: Number(row.refunded_purchases),
    refunded_points: Number(row.refunded_points),
  }));
  return { items, total: total(rows) };
}

/**
 * What was given back of a plan payment `p`: the sum of the operators' refunds of it that went through the
 * processor (decision 0054; one still asked for, or declined, has given nothing back), which may be a part of
 * it, or the whole payment when it was a late charge refunded at once (decision 0037).
 */
const withSucceededRefunds = sql.raw(
  `left join (select payment_id, sum(amount_yen) as yen from payment_refunds where status = 'succeeded'
    group by payment_id) r on r.payment_id = p.id`,
);
const refundedYen = sql.raw('(case when p.refunded_at is not null then p.amount_yen else coalesce(r.yen, 0) end)');
const refundedWhole = sql.raw('(p.refunded_at is not null or coalesce(r.yen, 0) >= p.amount_yen)');

export async function planRevenue(db: AppDatabase, range: ReportRange): Promise<PlanRevenueRow[]> {
  const { start, end } = instantsOf(range);
  const { rows } = await db.execute<{
    plan_id: number;
    method: PaymentMethod;
    payments: string;
    amount_yen: string;
    refunded_payments: string;
    refunded_yen: string;
  }>(sql`
    select p.plan_id, p.method, count(*) as payments, sum(p.amount_yen) as amount_yen,
      count(*) filter (where ${refundedYen} > 0) as refunded_payments,
      sum(${refundedYen}) as refunded_yen
    from payments p ${withSucceededRefunds}
    where p.purpose in ('plan_entry', 'plan_renewal') and p.status = 'succeeded'
      and p.settled_at >= ${start} and p.settled_at < ${end}
    group by p.plan_id, p.method
    order by p.plan_id, p.method`);
  return rows.map((row) => ({
    plan_id: Number(row.plan_id),
    plan_name: planLabel(Number(row.plan_id)),
    method: row.method,
    method_label: PAYMENT_METHOD_LABELS[row.method] ?? row.method,
    payments: Number(row.payments),
    amount_yen: Number(row.amount_yen),
    refunded_payments: Number(row.refunded_payments),
    refunded_yen: Number(row.refunded_yen),
  }));
}

/** The windows the liability report looks ahead, in days. */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

export async function pointsLiability(db: AppDatabase, now: Date): Promise<PointsLiability> {
  const within = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const { rows } = await db.execute<Record<string, string>>(sql`
    select
      coalesce(sum(amount) filter (where account = 'member_festa'), 0) as festa,
      coalesce(sum(amount) filter (where account = 'member_gift' and expires_at > ${now}), 0) as gift,
      ${sql.join(
        EXPIRY_WINDOWS.map(
          (days) =>
            sql`coalesce(sum(amount) filter (where account = 'member_gift' and expires_at > ${now}
              and expires_at <= ${within(days)}), 0) as ${sql.identifier(`within_${days}`)}`,
        ),
        sql`, `,
      )}
    from point_entries where account in ('member_festa', 'member_gift')`);
  const row = rows[0] ?? {};
  return {
    as_of: toJapanIso(now),
    festa_outstanding: Number(row.festa ?? 0),
    gift_outstanding: Number(row.gift ?? 0),
    gift_expiring: EXPIRY_WINDOWS.map((days) => ({ within_days: days, points: Number(row[`within_${days}`] ?? 0) })),
  };
}

/**
 * Members charged more than once for one plan in one billing month (Japan time): two or more succeeded plan
 * payments, entry or renewal, not refunded whole (a partial refund leaves a charge standing), settled in the
 * same month — what the service's apology for double billing is about. Payments settled in the range, by the
 * month they were settled in.
 */
export async function doubleBilling(
  db: AppDatabase,
  range: ReportRange,
  page: Page,
): Promise<{ items: DoubleBillingRow[]; total: number }> {
  const { start, end } = instantsOf(range);
  const { rows } = await db.execute<{
    member_id: number;
    email: string;
    plan_id: number;
    period: string;
    payment_ids: number[];
    amount_yen: string;
    total: string;
  }>(sql`
    select p.user_id as member_id, u.email, p.plan_id,
      to_char(p.settled_at at time zone 'Asia/Tokyo', 'YYYY-MM') as period,
      to_json(array_agg(p.id order by p.id)) as payment_ids, sum(p.amount_yen) as amount_yen,
      count(*) over () as total
    from payments p join users u on u.id = p.user_id ${withSucceededRefunds}
    where p.purpose in ('plan_entry', 'plan_renewal') and p.status = 'succeeded' and not ${refundedWhole}
      and p.settled_at >= ${start} and p.settled_at < ${end}
    group by p.user_id, u.email, p.plan_id, 4
    having count(*) > 1
    order by 4 desc, p.user_id, p.plan_id
    limit ${page.limit} offset ${page.offset}`);
  const items = rows.map((row) => ({
    member_id: Number(row.member_id),
    email: row.email,
    plan_id: Number(row.plan_id),
    plan_name: planLabel(Number(row.plan_id)),
    period: row.period,
    payment_ids: row.payment_ids.map(Number),
    amount_yen: Number(row.amount_yen),
  }));
  return { items, total: total(rows) };
}
