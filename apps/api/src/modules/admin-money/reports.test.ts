/**
 * The finance reports under /admin/v1/reports (decision 0052): each counts what an operator would count by
 * hand — sales by day and episode with refunds, plan payments by plan and method, points members hold and
 * when gift points expire, members charged twice in one month — and refuses a range it cannot read.
 */
import { paymentRefunds, payments } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators, type CatalogueOperators } from '../../test/catalogue-operators.ts';
import { giftPoints, insertMember, recordEpisodePurchase, topUpPoints } from '../../test/member-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

/** A month no demo payment falls in, for the plan payments this file writes. */
const MONTH = { from: '2031-03-01', to: '2031-03-31' };

describe('finance reports under /admin/v1/reports', () => {
  let operators: CatalogueOperators;
  let charged: number;

  beforeAll(async () => {
    operators = await apiWithCatalogueOperators();
    const { db } = operators.api.database;
    charged = (await insertMember(db)).id;
    const other = (await insertMember(db)).id;
    let key = 0;
    const plan = (userId: number, fields: Partial<typeof payments.$inferInsert>) => {
      key += 1;
      return {
        userId,
        purpose: 'plan_renewal' as const,
        amountYen: 550,
        method: 'credit' as const,
        idempotencyKey: `report-${key}`,
        status: 'succeeded' as const,
        planId: 1,
        settledAt: new Date('2031-03-05T10:00:00+09:00'),
        ...fields,
      };
    };
    await db.insert(payments).values([
      // Charged twice for the lite plan in March: the double-billing report's one row.
      plan(charged, {}),
      plan(charged, { settledAt: new Date('2031-03-06T10:00:00+09:00') }),
      // Premium by d払い, one of them refunded; a declined charge counts for nothing.
      plan(other, { planId: 2, amountYen: 1100, method: 'docomo', purpose: 'plan_entry' }),
      plan(other, { planId: 2, amountYen: 1100, method: 'docomo', refundedAt: new Date('2031-03-07T10:00:00+09:00') }),
      plan(other, { planId: 2, amountYen: 1100, method: 'docomo', status: 'declined' }),
    ]);
  });
  afterAll(() => operators.api.close());

  const report = (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
    );
    return adminCall(operators.api, 'GET', `/admin/v1/reports/${path}?${search}`, { cookie: operators.accounting });
  };

  it('counts a day’s sales of each episode, with the refunded ones', async () => {
    const { db } = operators.api.database;
    const buyer = await insertMember(db);
    await topUpPoints(db, buyer.id, 1000);
    const refunded = await recordEpisodePurchase(db, buyer.id, 300);
    await recordEpisodePurchase(db, buyer.id, 200);
    await adminCall(operators.api, 'POST', `/admin/v1/purchases/${refunded}/refund`, {
      cookie: operators.accounting,
      body: { reason: '誤購入' },
    });

    const response = await report('daily-sales', { from: '2025-10-01', to: '2025-10-01', per_page: 100 });

    expect(response.statusCode, response.body).toBe(200);
    const mine = response
      .json()
      .contents.items.filter((row: { points: number; purchases: number }) => row.purchases === 1)
      .map(({ date, points, refunded_points }: Record<string, unknown>) => ({ date, points, refunded_points }));
    expect(mine).toEqual(
      expect.arrayContaining([
        { date: '2025-10-01', points: 300, refunded_points: 300 },
        { date: '2025-10-01', points: 200, refunded_points: 0 },
      ]),
    );
  });

  it('sums plan payments by plan and method, refunds apart', async () => {
    const response = await report('plan-revenue', MONTH);
    expect(response.json().contents.items).toEqual([
      {
        plan_id: 1,
        plan_name: 'ライト',
        method: 'credit',
        method_label: 'クレジットカード',
        payments: 2,
        amount_yen: 1100,
        refunded_payments: 0,
        refunded_yen: 0,
      },
      {
        plan_id: 2,
        plan_name: 'プレミアム',
        method: 'docomo',
        method_label: 'd払い',
        payments: 2,
        amount_yen: 2200,
        refunded_payments: 1,
        refunded_yen: 1100,
      },
    ]);
  });

  it('lists the member charged twice for one plan in one month, and nobody else', async () => {
    const contents = (await report('double-billing', MONTH)).json().contents;
    expect(contents.items).toEqual([
      expect.objectContaining({ member_id: charged, plan_name: 'ライト', period: '2031-03', amount_yen: 1100 }),
    ]);
    expect(contents.items[0].payment_ids).toHaveLength(2);
    expect(contents.pagination.total).toBe(1);
  });

  it('counts a plan payment refunded through the processor as refunded, and one only asked for as paid', async () => {
    const { db } = operators.api.database;
    const april = { from: '2031-04-01', to: '2031-04-30' };
    const settledAt = new Date('2031-04-05T10:00:00+09:00');
    const charge = (userId: number, key: string) => ({
      userId,
      purpose: 'plan_renewal' as const,
      amountYen: 550,
      method: 'au' as const,
      idempotencyKey: `report-april-${key}`,
      status: 'succeeded' as const,
      planId: 1,
      settledAt,
    });
    const settled = (await insertMember(db)).id;
    const pending = (await insertMember(db)).id;
    const rows = await db
      .insert(payments)
      .values([charge(settled, 'a'), charge(settled, 'b'), charge(pending, 'c'), charge(pending, 'd')])
      .returning({ id: payments.id });
    const refund = (paymentId: number | undefined) =>
      adminCall(operators.api, 'POST', `/admin/v1/payments/${paymentId}/refund`, {
        cookie: operators.accounting,
        body: { reason: '二重請求の返金' },
      });
    expect((await refund(rows[0]?.id)).statusCode).toBe(200);
    expect((await refund(rows[2]?.id)).statusCode).toBe(200);
    // The sign-in service's worker settles the first with the processor; the second is still being asked for.
    await db
      .update(paymentRefunds)
      .set({ status: 'succeeded', processorRefundId: 're_report_april', settledAt })
      .where(eq(paymentRefunds.paymentId, rows[0]?.id ?? 0));

    expect((await report('plan-revenue', april)).json().contents.items).toEqual([
      expect.objectContaining({
        plan_id: 1,
        method: 'au',
        payments: 4,
        amount_yen: 2200,
        refunded_payments: 1,
        refunded_yen: 550,
      }),
    ]);
    const doubleBilled = (await report('double-billing', april)).json().contents.items;
    expect(doubleBilled.map((row: { member_id: number }) => row.member_id)).toEqual([pending]);
  });

  it('counts only the refunded part of a plan payment refunded in part, and still lists its double charge', async () => {
    const { db } = operators.api.database;
    const may = { from: '2031-05-01', to: '2031-05-31' };
    const settledAt = new Date('2031-05-05T10:00:00+09:00');
    const member = (await insertMember(db)).id;
    const rows = await db
      .insert(payments)
      .values(
        ['a', 'b'].map((key) => ({
          userId: member,
          purpose: 'plan_renewal' as const,
          amountYen: 550,
          method: 'credit' as const,
          idempotencyKey: `report-may-${key}`,
          status: 'succeeded' as const,
          planId: 1,
          settledAt,
        })),
      )
      .returning({ id: payments.id });
    const response = await adminCall(operators.api, 'POST', `/admin/v1/payments/${rows[0]?.id}/refund`, {
      cookie: operators.accounting,
      body: { reason: '一部返金', amount_yen: 200 },
    });
    expect(response.statusCode).toBe(200);
    await db
      .update(paymentRefunds)
      .set({ status: 'succeeded', processorRefundId: 're_report_may', settledAt })
      .where(eq(paymentRefunds.paymentId, rows[0]?.id ?? 0));

    expect((await report('plan-revenue', may)).json().contents.items).toEqual([
      expect.objectContaining({ payments: 2, amount_yen: 1100, refunded_payments: 1, refunded_yen: 200 }),
    ]);
    const doubleBilled = (await report('double-billing', may)).json().contents.items;
    expect(doubleBilled.map((row: { member_id: number }) => row.member_id)).toEqual([member]);
  });

  it('adds what members hold to the liability, gift points by when they expire', async () => {
    const { db } = operators.api.database;
    const before = (await report('points-liability')).json().contents;
    const holder = (await insertMember(db)).id;
    await topUpPoints(db, holder, 1000);
    for (const [days, points] of [
      [20, 1],
      [50, 10],
      [80, 100],
      [120, 1000],
    ] as const) {
      await giftPoints(db, holder, points, daysFromNow(days));
    }

    const after = (await report('points-liability')).json().contents;

    expect(after.festa_outstanding - before.festa_outstanding).toBe(1000);
    expect(after.gift_outstanding - before.gift_outstanding).toBe(1111);
    const grown = after.gift_expiring.map(
      (window: { within_days: number; points: number }, index: number) =>
        [window.within_days, window.points - before.gift_expiring[index].points] as const,
    );
    expect(grown).toEqual([
      [30, 1],
      [60, 11],
      [90, 111],
    ]);
  });

  it('refuses a range backwards, too long or not a date, in Japanese', async () => {
    const backwards = await report('plan-revenue', { from: '2031-03-31', to: '2031-03-01' });
    const tooLong = await report('daily-sales', { from: '2029-01-01', to: '2031-01-01' });
    const notADate = await report('double-billing', { from: '2031/03/01', to: '2031-03-31' });
    expect([backwards.statusCode, tooLong.statusCode, notADate.statusCode]).toEqual([400, 400, 400]);
    expect(backwards.json().message).toBe('終了日は開始日以降の日付にしてください。');
    expect(tooLong.json().message).toBe('期間は366日以内にしてください。');
    expect(notADate.json().message).toBe('開始日は 2026-01-31 の形で入力してください。');
  });
});
