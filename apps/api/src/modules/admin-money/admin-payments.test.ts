/**
 * A finance operator lists a member's plan and points payments and asks for the refund of one (decision 0054):
 * the request is recorded with its idempotency key and audited, a second request changes nothing and says so,
 * and a top-up whose points were spent is refused in Japanese. Refusals: roles without the permission, payments
 * that did not succeed or do not exist. The sign-in service's side is payment-refunds.test.ts in apps/accounts.
 */
import { auditLog, paymentRefunds } from '@hanabi/db';
import { grantPoints, spendPoints, topUpReference } from '@hanabi/membership';
import { count, eq } from 'drizzle-orm';
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

  /** A top-up of `points` whose points the ledger credited, as the sign-in service leaves it. */
  async function toppedUp(points: number): Promise<number> {
    const paymentId = await insertPayment(operators.api.database.db, memberId, {
      purpose: 'points_top_up',
      planId: null,
      amountYen: points,
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
    expect(items[0]).toMatchObject({ purpose: 'plan_entry', refund: null });
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
        refund: { status: 'requested', reason: '二重にお支払いいただいたため', attempts: 0 },
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
      payment: { refund: { reason: '二重にお支払いいただいたため' } },
    });
    expect(await audits()).toBe(1);
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
});
