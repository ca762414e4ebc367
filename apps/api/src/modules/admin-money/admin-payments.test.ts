/**
 * A finance operator lists a member's plan and points payments and asks for the refund of one, whole or in
 * parts (decision 0054): the request is recorded with its idempotency key and audited, a second request while
 * one is under way changes nothing and says so, an amount beyond what is left is refused, and a top-up whose
 * points were spent is refused in Japanese. Refusals: roles without the permission, payments that did not
 * succeed or do not exist, malformed amounts. The sign-in service's side is payment-refunds.test.ts in
 * apps/accounts.
 */
import { auditLog, paymentRefunds } from '@hanabi/db';
import { grantPoints, spendPoints, topUpReference } from '@hanabi/membership';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators, type CatalogueOperators } from '../../test/catalogue-operators.ts';
import { insertMember, insertPayment, insertSubscription } from '../../test/member-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';
import { POINTS_SPENT_MESSAGE } from './payment-refund.service.ts';

describe('plan and points payments and their refunds under /admin/v1', () => {
  let operators: CatalogueOperators;
  let memberId: number;
  let planPaymentId: number;
  let declinedPaymentId: number;

  /** A top-up of `points` for `amountYen`, whose points the ledger credited, as the sign-in service leaves it. */
  async function toppedUp(points: number, amountYen = points): Promise<number> {
    const paymentId = await insertPayment(operators.api.database.db, memberId, {
      purpose: 'points_top_up',
      planId: null,
      amountYen,
      points,
    });
    await grantPoints(operators.api.database.db, {
      kind: 'top_up',
      userId: memberId,
      points,
      reference: topUpReference(paymentId),
      now: testNow,
    });
    return paymentId;
  }

  beforeAll(async () => {
    operators = await apiWithCatalogueOperators();
    memberId = (await insertMember(operators.api.database.db)).id;
    await insertSubscription(operators.api.database.db, memberId);
    planPaymentId = await insertPayment(operators.api.database.db, memberId);
    declinedPaymentId = await insertPayment(operators.api.database.db, memberId, {
      status: 'declined',
      processorChargeId: null,
    });
  });
  afterAll(() => operators.api.close());

  const listOf = (cookie = operators.accounting) =>
    adminCall(operators.api, 'GET', `/admin/v1/payments?member=${memberId}`, { cookie });
  const refund = (id: number, cookie = operators.accounting, reason: unknown = '二重にお支払いいただいたため') =>
    adminCall(operators.api, 'POST', `/admin/v1/payments/${id}/refund`, { cookie, body: { reason } });
  const refundPart = (id: number, amount: unknown) =>
    adminCall(operators.api, 'POST', `/admin/v1/payments/${id}/refund`, {
      cookie: operators.accounting,
      body: { reason: '一部をお返しするため', amount_yen: amount },
    });
  /** The sign-in service's part, done: the payment's refunds under way marked succeeded. */
  const settleRefunds = (paymentId: number) =>
    operators.api.database.db
      .update(paymentRefunds)
      .set({ status: 'succeeded', processorRefundId: `re_test_${paymentId}_${Math.random()}`, settledAt: testNow })
      .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'requested')));
  const audits = async () =>
    (
      await operators.api.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.operation, 'payment.refund'))
    )[0]?.n;

  it("lists the member's payments, newest first, without refunds yet", async () => {
    const response = await listOf();
    expect(response.statusCode).toBe(200);
    const { items, member } = response.json().contents;
    expect(member.id).toBe(memberId);
    expect(items.map((item: { id: number }) => item.id).sort()).toEqual([planPaymentId, declinedPaymentId].sort());
    const byId = (id: number) => items.find((item: { id: number }) => item.id === id);
    expect(byId(planPaymentId)).toMatchObject({ purpose: 'plan_entry', refunds: [], refundable_yen: 550 });
    expect(byId(declinedPaymentId)).toMatchObject({ refunds: [], refundable_yen: 0 });
  });

  it('lets only 経理 and 管理者 in: 401 without an operator, 403 for 編成 and サポート', async () => {
    for (const cookie of [operators.editor, operators.support]) {
      expect((await listOf(cookie)).statusCode).toBe(403);
      expect((await refund(planPaymentId, cookie)).statusCode).toBe(403);
    }
    const guest = await adminCall(operators.api, 'POST', `/admin/v1/payments/${planPaymentId}/refund`, {
      body: { reason: '理由' },
    });
    expect(guest.statusCode).toBe(401);
    expect(await operators.api.database.db.select().from(paymentRefunds)).toEqual([]);
  });

  it('records the refund of a plan payment for the sign-in service, audited, once', async () => {
    const first = await refund(planPaymentId);
    expect(first.statusCode).toBe(200);
    expect(first.json().contents).toMatchObject({
      requested: true,
      payment: {
        id: planPaymentId,
        refunds: [{ amount_yen: 550, status: 'requested', reason: '二重にお支払いいただいたため', attempts: 0 }],
        refundable_yen: 0,
      },
    });
    const [row] = await operators.api.database.db.select().from(paymentRefunds);
    expect(row).toMatchObject({
      paymentId: planPaymentId,
      amountYen: 550,
      idempotencyKey: `payment-refund:${planPaymentId}`,
    });
    expect(await audits()).toBe(1);

    const again = await refund(planPaymentId, operators.accounting, '別の理由');
    expect(again.json().contents).toMatchObject({
      requested: false,
      payment: { refunds: [{ reason: '二重にお支払いいただいたため' }] },
    });
    expect(await audits()).toBe(1);
  });

  it('refunds a payment in parts up to its amount, one at a time, each audited with its own key', async () => {
    const paymentId = await insertPayment(operators.api.database.db, memberId, { amountYen: 1_100 });
    const auditsBefore = await audits();
    for (const [amount, message] of [
      [0, '返金する金額は1円以上で入力してください。'],
      [1.5, '返金する金額は1円単位の整数で入力してください。'],
      ['三百', '返金する金額は数字で入力してください。'],
    ] as const) {
      const bad = await refundPart(paymentId, amount);
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(JSON.stringify(bad.json()), String(amount)).toContain(message);
    }
    const tooMuch = await refundPart(paymentId, 1_101);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('返金できるのは残りの1,100円までです。金額を確かめてください。');

    const first = await refundPart(paymentId, 300);
    expect(first.json().contents).toMatchObject({
      requested: true,
      payment: { refunds: [{ amount_yen: 300, status: 'requested' }], refundable_yen: 0 },
    });
    // While the first is under way, nothing more is asked.
    expect((await refundPart(paymentId, 100)).json().contents).toMatchObject({ requested: false });
    await settleRefunds(paymentId);
    expect((await refundPart(paymentId, 801)).statusCode).toBe(409);
    const rest = await refund(paymentId);
    expect(rest.json().contents).toMatchObject({
      requested: true,
      payment: { refunds: [{ amount_yen: 300, status: 'succeeded' }, { amount_yen: 800 }], refundable_yen: 0 },
    });
    await settleRefunds(paymentId);
    expect((await refundPart(paymentId, 1)).json().contents).toMatchObject({ requested: false });
    const rows = await operators.api.database.db
      .select({ key: paymentRefunds.idempotencyKey, amountYen: paymentRefunds.amountYen })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId));
    expect(rows).toEqual([
      { key: `payment-refund:${paymentId}`, amountYen: 300 },
      { key: `payment-refund:${paymentId}:2`, amountYen: 800 },
    ]);
    expect(await audits()).toBe((auditsBefore ?? 0) + 2);
    const [entry] = await operators.api.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'payment.refund'), eq(auditLog.targetId, String(paymentId))));
    expect(entry?.after).toMatchObject({ refund_amount_yen: 300, reason: '一部をお返しするため' });
  });

  it('refuses a payment that did not succeed (409) or does not exist (404), in Japanese', async () => {
    const declined = await refund(declinedPaymentId);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe('支払いが完了していないため返金できません。');
    expect((await refund(999_999)).statusCode).toBe(404);
  });

  it('refuses to refund a top-up whose points were spent, and accepts one whose points are all there', async () => {
    const spent = await toppedUp(500);
    await operators.api.database.db.transaction((tx) =>
      spendPoints(tx, { userId: memberId, points: 100, reference: `purchase:test-${memberId}`, now: testNow }),
    );
    const refused = await refund(spent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(POINTS_SPENT_MESSAGE);

    // 400 festa points held: a 300-point top-up can still be given back whole.
    const whole = await toppedUp(300);
    expect((await refund(whole)).json().contents).toMatchObject({ requested: true });
  });

  it('refunds part of a top-up when the member holds the points that part bought, at the top-up rate', async () => {
    // 1,000 points for 1,100 yen: 1,700 festa points held (700 left above — the 300 asked back are still
    // there until the sign-in service takes them —, and these 1,000); 1,300 spent leaves 400.
    const topUp = await toppedUp(1_000, 1_100);
    await operators.api.database.db.transaction((tx) =>
      spendPoints(tx, { userId: memberId, points: 1_300, reference: `purchase:part-${memberId}`, now: testNow }),
    );
    // 400 held: 550 yen bought 500 points, more than the member holds; 440 yen bought 400.
    const refused = await refundPart(topUp, 550);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(POINTS_SPENT_MESSAGE);
    const accepted = await refundPart(topUp, 440);
    expect(accepted.json().contents).toMatchObject({ requested: true, payment: { refunds: [{ amount_yen: 440 }] } });
    const [entry] = await operators.api.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'payment.refund'), eq(auditLog.targetId, String(topUp))));
    expect(entry?.after).toMatchObject({ refund_amount_yen: 440, points_taken_back: 400 });
  });
});
