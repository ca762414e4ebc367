import { mailOutbox, operators, paymentRefunds, pointTransactions } from '@hanabi/db';
import { auditLedger, paymentRefundKey, pointBalances, spendPoints } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryOutRefund, carryOutRequestedRefunds } from './payment-refunds.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import { FLOW, pathOf, paymentsOf, submitEntry, subscriptionsOf, TYPED_CARD } from './test-support/billing-steps.ts';

describe('refunds operators asked for (decision 0054)', () => {
  let harness: BillingHarness;
  let operatorId: number;
  beforeAll(async () => {
    harness = await startBillingHarness();
    const [operator] = await harness.db
      .insert(operators)
      .values({ email: 'keiri@operators.hanabi.test', name: '経理', role: 'accounting' })
      .returning({ id: operators.id });
    operatorId = operator?.id ?? 0;
  });
  afterAll(async () => harness.close());

  /** A member on the lite plan, paid with `cardNumber`, and the refund of that payment as the API asks it. */
  async function refundedPlanPayment(cardNumber: string) {
    const { id, browser } = await harness.member();
    expect((await submitEntry(browser, { typed: { ...TYPED_CARD, card_number: cardNumber } })).statusCode).toBe(303);
    await harness.flushNotifications();
    return { userId: id, refundId: await requestRefund(id) };
  }

  /** The member's payment's `sequence`-th refund, of `amountYen` (the whole payment by default), as the API asks it. */
  async function requestRefund(userId: number, { amountYen = 0, sequence = 1 } = {}): Promise<number> {
    const [payment] = await paymentsOf(harness.db, userId);
    expect(payment?.status).toBe('succeeded');
    const [refund] = await harness.db
      .insert(paymentRefunds)
      .values({
        paymentId: payment?.id ?? 0,
        userId,
        amountYen: amountYen || (payment?.amountYen ?? 0),
        reason: '二重にお支払いいただいたため',
        operatorId,
        idempotencyKey: paymentRefundKey(payment?.id ?? 0, sequence),
        requestedAt: harness.now(),
      })
      .returning({ id: paymentRefunds.id });
    return refund?.id ?? 0;
  }

  const refundOf = async (refundId: number) =>
    (await harness.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)))[0];
  const mailsTo = async (reference: string) =>
    harness.db.select().from(mailOutbox).where(eq(mailOutbox.reference, reference));

  it('refunds a plan payment once, ends the plan and mails the member', async () => {
    const { userId, refundId } = await refundedPlanPayment('4242 4242 4242 4242');
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('succeeded');
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('not_requested');
    expect(await refundOf(refundId)).toMatchObject({ status: 'succeeded', processorRefundId: expect.any(String) });
    expect(await subscriptionsOf(harness.db, userId)).toMatchObject([
      { endReason: 'refunded', endedAt: harness.now() },
    ]);
    const [mail] = await mailsTo(`payment_refund:${refundId}`);
    expect(mail?.subject).toBe('【Hanabi】返金のお知らせ');
    expect(mail?.text).toContain('ライトプランのお支払い（550円）を返金いたしました。');
  });

  it('records a declined refund as failed and changes nothing else', async () => {
    const { userId, refundId } = await refundedPlanPayment('4000 0000 0000 3212');
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('failed');
    expect(await refundOf(refundId)).toMatchObject({ status: 'failed', failureReason: 'refund_declined' });
    expect(await subscriptionsOf(harness.db, userId)).toMatchObject([{ endedAt: null }]);
    expect(await mailsTo(`payment_refund:${refundId}`)).toEqual([]);
  });

  it('asks again with the same key after a timeout, and the processor refunds once', async () => {
    const { userId, refundId } = await refundedPlanPayment('4000 0000 0000 3220');
    expect(await carryOutRequestedRefunds(harness.db, harness.sandbox, harness.now)).toEqual(['retry']);
    expect(await refundOf(refundId)).toMatchObject({ status: 'requested', attempts: 1 });
    expect(await carryOutRequestedRefunds(harness.db, harness.sandbox, harness.now)).toEqual(['succeeded']);
    const refund = await refundOf(refundId);
    const [payment] = await paymentsOf(harness.db, userId);
    // Asked with the row's key, the processor answers the first attempt's refund: both attempts sent that key.
    const again = await harness.sandbox.refund({
      idempotencyKey: refund?.idempotencyKey ?? '',
      chargeId: payment?.processorChargeId ?? '',
      amountYen: 550,
      reason: '',
    });
    expect(again.id).toBe(refund?.processorRefundId);
  });

  it('takes a refund the processor answers as a duplicate as done, with the earlier refund', async () => {
    const { userId, refundId } = await refundedPlanPayment('4000 0000 0000 3238');
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('succeeded');
    expect(await refundOf(refundId)).toMatchObject({ status: 'succeeded', processorRefundId: expect.any(String) });
    expect(await subscriptionsOf(harness.db, userId)).toMatchObject([{ endReason: 'refunded' }]);
  });

  it('refunds a carrier payment through the carrier', async () => {
    const { id, browser } = await harness.member();
    const toCarrier = await submitEntry(browser, { plan: 'premium', method: 'au' });
    const carrierPath = pathOf(toCarrier.headers.location);
    await browser.get(carrierPath);
    const back = await browser.submit(carrierPath, { answer: 'approve' });
    await browser.get(pathOf(back.headers.location));
    await harness.flushNotifications();
    const refundId = await requestRefund(id);
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('succeeded');
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ planId: 2, endReason: 'refunded' }]);
  });

  it('refunds a plan payment made before the processor restarted, in parts, ending the plan only once whole', async () => {
    const { id, browser } = await harness.member();
    expect((await submitEntry(browser, { typed: TYPED_CARD })).statusCode).toBe(303);
    await harness.flushNotifications();
    // A new sandbox on the same database is the processor after a restart: it still knows the charge.
    const restarted = createSandboxProcessor({ db: harness.db, clock: harness.now, notifications: 'manual' });
    const part = await requestRefund(id, { amountYen: 200 });
    expect(await carryOutRefund(harness.db, restarted, part, harness.now())).toBe('succeeded');
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ endedAt: null }]);
    const [partMail] = await mailsTo(`payment_refund:${part}`);
    expect(partMail?.text).toContain('ライトプランのお支払い（550円）のうち200円を返金いたしました。');
    expect(partMail?.text).not.toContain('終了');

    const rest = await requestRefund(id, { amountYen: 350, sequence: 2 });
    expect(await carryOutRefund(harness.db, restarted, rest, harness.now())).toBe('succeeded');
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ endReason: 'refunded' }]);
    expect((await auditLedger(harness.db)).invariants.filter((finding) => !finding.holds)).toEqual([]);
  });

  async function toppedUp(points: number) {
    const { id, browser } = await harness.member();
    await browser.get(`/points?${FLOW}`);
    await browser.submit('/points', { ...TYPED_CARD, points: String(points) });
    await harness.flushNotifications();
    return id;
  }

  it('takes the festa points of a refunded top-up back from the ledger, which stays consistent', async () => {
    const userId = await toppedUp(1000);
    const refundId = await requestRefund(userId);
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('succeeded');
    expect(await pointBalances(harness.db, userId, harness.now())).toEqual({ festa: 0, gift: 0, total: 0 });
    const kinds = await harness.db
      .select({ kind: pointTransactions.kind })
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, userId));
    expect(kinds.map((row) => row.kind)).toEqual(['top_up', 'top_up_refund']);
    expect((await auditLedger(harness.db)).invariants.filter((finding) => !finding.holds)).toEqual([]);
  });

  it('takes back, for each part of a top-up refunded, the points that part bought; the ledger stays consistent', async () => {
    const userId = await toppedUp(1000);
    const first = await requestRefund(userId, { amountYen: 300 });
    expect(await carryOutRefund(harness.db, harness.sandbox, first, harness.now())).toBe('succeeded');
    expect(await pointBalances(harness.db, userId, harness.now())).toMatchObject({ festa: 700 });
    const [mail] = await mailsTo(`payment_refund:${first}`);
    expect(mail?.text).toContain('（1,000円）のうち300円を返金いたしました。');
    expect(mail?.text).toContain('ご購入いただいたポイントのうち 300 ポイントは取り消されました。');
    expect((await auditLedger(harness.db)).invariants.filter((finding) => !finding.holds)).toEqual([]);

    // Spent down to 600: the rest (700 points) can no longer be taken back, and the processor is not asked.
    await harness.db.transaction((tx) =>
      spendPoints(tx, { userId, points: 100, reference: `purchase:part-${userId}`, now: harness.now() }),
    );
    const refused = await requestRefund(userId, { amountYen: 700, sequence: 2 });
    expect(await carryOutRefund(harness.db, harness.sandbox, refused, harness.now())).toBe('failed');
    expect(await refundOf(refused)).toMatchObject({ failureReason: 'points_spent' });
    const second = await requestRefund(userId, { amountYen: 600, sequence: 3 });
    expect(await carryOutRefund(harness.db, harness.sandbox, second, harness.now())).toBe('succeeded');
    expect(await pointBalances(harness.db, userId, harness.now())).toMatchObject({ festa: 0 });
    // The spending above has no episode purchase behind it; the refunds' own invariants must hold.
    const refundFindings = (await auditLedger(harness.db)).invariants.filter((finding) => /refund/.test(finding.id));
    expect(refundFindings.filter((finding) => !finding.holds)).toEqual([]);
  });

  it('lets the ledger check find refunds of one payment that together give back more than it took', async () => {
    const { userId, refundId } = await refundedPlanPayment('4242 4242 4242 4242');
    const extra = await requestRefund(userId, { amountYen: 1, sequence: 2 });
    const broken = (await auditLedger(harness.db)).invariants.find(
      (finding) => finding.id === 'payment-refund-within-payment',
    );
    expect(broken).toMatchObject({ holds: false, offendingIds: [extra] });
    await harness.db.delete(paymentRefunds).where(eq(paymentRefunds.id, extra));
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('succeeded');
  });

  it('refuses to refund a top-up whose points were spent, and asks the processor nothing', async () => {
    const userId = await toppedUp(500);
    await harness.db.transaction((tx) =>
      spendPoints(tx, { userId, points: 100, reference: `purchase:test-${userId}`, now: harness.now() }),
    );
    const refundId = await requestRefund(userId);
    expect(await carryOutRefund(harness.db, harness.sandbox, refundId, harness.now())).toBe('failed');
    expect(await refundOf(refundId)).toMatchObject({ status: 'failed', failureReason: 'points_spent' });
    expect(await pointBalances(harness.db, userId, harness.now())).toMatchObject({ festa: 400 });
  });

  it('lets the ledger check find a refund recorded as succeeded whose points were never taken back', async () => {
    const userId = await toppedUp(3000);
    const refundId = await requestRefund(userId);
    await harness.db
      .update(paymentRefunds)
      .set({ status: 'succeeded', processorRefundId: `re_forged_${refundId}`, settledAt: harness.now() })
      .where(eq(paymentRefunds.id, refundId));
    const broken = (await auditLedger(harness.db)).invariants.find(
      (finding) => finding.id === 'top-up-refund-reversed',
    );
    expect(broken).toMatchObject({ holds: false, offendingIds: [refundId] });
  });
});
