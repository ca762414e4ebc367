/**
 * A charge the processor makes after the payment was given up as never charged (decision 0037): it is
 * refunded through the processor once, nothing is delivered, the member's replay says so, and operators are
 * paged — whatever the processor redelivers, and when the refund's own answer is lost.
 */
import { payments } from '@hanabi/db';
import { holdLocks, waitForLockWaiters } from '@hanabi/db/testing';
import { pointBalances } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { decodeHtml } from '../auth/test-support/test-browser.ts';
import { NEVER_CHARGED_AFTER_MS } from './pay-once.ts';
import {
  type NotificationHandler,
  PaymentTimeoutError,
  type ProcessorNotification,
  type ProcessorRefund,
} from './payment-processor.ts';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import { FLOW, paymentsOf, submitEntry, subscriptionsOf, TYPED_CARD } from './test-support/billing-steps.ts';

/** The sandbox card whose charge times out and succeeds all the same. */
const TIMES_OUT = { ...TYPED_CARD, card_number: '4000 0000 0000 0101' };
const ALERT = 'payment_late_charge_refunded';
const source = inject('hanabiTestDatabase');

describe('a charge that succeeds after its payment was given up', () => {
  let harness: BillingHarness;
  /** Every refund the processor made, by its id (a second answer with the same id is the same refund). */
  const refundsMade = new Map<string, ProcessorRefund>();
  /** While true, the processor's answer to a refund is lost on the way back (the refund itself is made). */
  let refundAnswersLost = false;
  /** The service's notification handler, to deliver notifications as a processor might. */
  let deliver: NotificationHandler | undefined;
  /** While true, notifications are kept here instead of reaching the service (which then gets them again). */
  let holding = false;
  const held: ProcessorNotification[] = [];

  beforeAll(async () => {
    harness = await startBillingHarness({
      wrap: (sandbox) => ({
        ...sandbox,
        // The processor's look-up lags its charges: it finds nothing until the charge's notification is out.
        async findCharge() {
          return null;
        },
        async refund(request) {
          const refund = await sandbox.refund(request);
          refundsMade.set(refund.id, refund);
          if (refundAnswersLost) throw new PaymentTimeoutError('the refund’s answer was lost');
          return refund;
        },
        onNotification(handler) {
          deliver = handler;
          return sandbox.onNotification(async (notification) => {
            if (!holding) return handler(notification);
            held.push(notification);
            throw new Error('held by the test: not acknowledged');
          });
        },
      }),
    });
  });
  afterAll(async () => harness.close());
  beforeEach(() => {
    refundsMade.clear();
    refundAnswersLost = false;
  });

  const alerts = () => harness.logs().filter((line) => line.alert === ALERT);

  /** A plan entry paid with the card that times out, given up ten minutes later as never charged. */
  async function givenUpEntry() {
    const member = await harness.member();
    const pending = await submitEntry(member.browser, { typed: TIMES_OUT });
    expect(pending.statusCode).toBe(202);
    harness.advance(NEVER_CHARGED_AFTER_MS);
    const gaveUp = await member.browser.submit('/entry');
    expect(decodeHtml(gaveUp.body)).toContain('お支払いを完了できませんでした。料金は請求されていません。');
    expect(await paymentsOf(harness.db, member.id)).toMatchObject([
      { status: 'failed', failureReason: 'no_charge_at_processor' },
    ]);
    /** Presses 「結果を確認する」 on the pending page again: the same payment intent. */
    const recheck = () => {
      member.browser.page = pending.body;
      return member.browser.submit('/entry');
    };
    return { ...member, recheck };
  }

  it('refunds it once through the processor, delivers nothing, pages operators and tells the member', async () => {
    const { id, recheck } = await givenUpEntry();
    const alertsBefore = alerts().length;

    await harness.flushNotifications();

    const [payment] = await paymentsOf(harness.db, id);
    const refunds = [...refundsMade.values()];
    expect(refunds).toEqual([
      {
        id: payment?.processorRefundId,
        idempotencyKey: `refund:${payment?.idempotencyKey}`,
        chargeId: payment?.processorChargeId,
        amountYen: 550,
      },
    ]);
    expect(payment).toMatchObject({
      status: 'failed',
      failureReason: 'late_charge_refunded',
      refundedAt: harness.now(),
    });
    expect(await subscriptionsOf(harness.db, id)).toEqual([]);
    expect(alerts().slice(alertsBefore)).toEqual([
      expect.objectContaining({
        level: 50,
        alert: ALERT,
        paymentId: payment?.id,
        userId: id,
        purpose: 'plan_entry',
        amountYen: 550,
        chargeId: payment?.processorChargeId,
        refundId: payment?.processorRefundId,
      }),
    ]);

    const replay = await recheck();
    expect(replay.statusCode).toBe(402);
    expect(decodeHtml(replay.body)).toContain(
      'お支払いを完了できませんでした。遅れて請求された料金は、全額を返金する手続きをしました。もう一度お試しください。',
    );
  });

  /** Keeps the processor's next notifications from the service; answers the last of them. */
  async function heldSuccess(): Promise<ProcessorNotification> {
    holding = true;
    await harness.flushNotifications();
    holding = false;
    const success = held.at(-1);
    if (!success) throw new Error('no notification was sent');
    return success;
  }

  const deliverNow = (notification: ProcessorNotification) => {
    if (!deliver) throw new Error('the service listens to no notifications');
    return deliver(notification);
  };

  it('refunds and pages once, however often and under whatever event ids the success is delivered', async () => {
    const { id } = await givenUpEntry();
    const alertsBefore = alerts().length;
    const success = await heldSuccess();

    await deliverNow(success);
    await deliverNow(success);
    await deliverNow({ ...success, eventId: 'evt_again' });
    await harness.flushNotifications();

    expect(refundsMade.size).toBe(1);
    expect(alerts()).toHaveLength(alertsBefore + 1);
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ failureReason: 'late_charge_refunded' }]);
    expect(await subscriptionsOf(harness.db, id)).toEqual([]);
  });

  it.runIf(source.kind === 'postgres')(
    'refunds and pages once when deliveries of the success all pass the check at once',
    async () => {
      const { id } = await givenUpEntry();
      const [payment] = await paymentsOf(harness.db, id);
      const alertsBefore = alerts().length;
      const success = await heldSuccess();
      // Every delivery reads the payment as not refunded, then waits here to record its refund.
      const release = await holdLocks(harness.db, (tx) =>
        tx
          .select()
          .from(payments)
          .where(eq(payments.id, payment?.id ?? 0))
          .for('update'),
      );
      const racing = Promise.all(
        Array.from({ length: 5 }, (_, index) => deliverNow({ ...success, eventId: `evt_race_${index}` })),
      );
      await waitForLockWaiters(harness.db, 5);
      await release();
      await racing;
      await harness.flushNotifications();

      expect(refundsMade.size).toBe(1);
      expect(alerts()).toHaveLength(alertsBefore + 1);
    },
  );

  it('keeps the notification unacknowledged when the refund’s answer is lost, and refunds once when it comes again', async () => {
    const { id } = await givenUpEntry();
    const alertsBefore = alerts().length;

    refundAnswersLost = true;
    await harness.flushNotifications();
    expect(await paymentsOf(harness.db, id)).toMatchObject([
      { failureReason: 'no_charge_at_processor', processorRefundId: null },
    ]);
    expect(alerts()).toHaveLength(alertsBefore);

    refundAnswersLost = false;
    await harness.flushNotifications();
    const [payment] = await paymentsOf(harness.db, id);
    expect(refundsMade.size).toBe(1);
    expect([...refundsMade.keys()]).toEqual([payment?.processorRefundId]);
    expect(alerts()).toHaveLength(alertsBefore + 1);
  });

  it('gives points that were paid for late back too, without crediting them', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/points?${FLOW}`);
    const pending = await browser.submit('/points', { ...TIMES_OUT, points: '1000' });
    expect(pending.statusCode).toBe(202);
    harness.advance(NEVER_CHARGED_AFTER_MS);
    await browser.submit('/points');

    await harness.flushNotifications();

    expect(await paymentsOf(harness.db, id)).toMatchObject([
      { purpose: 'points_top_up', status: 'failed', failureReason: 'late_charge_refunded' },
    ]);
    expect([...refundsMade.values()]).toMatchObject([{ amountYen: 1000 }]);
    expect(await pointBalances(harness.db, id, harness.now())).toEqual({ festa: 0, gift: 0, total: 0 });
  });
});
