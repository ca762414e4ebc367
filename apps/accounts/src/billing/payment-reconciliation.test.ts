/**
 * When the processor's answer is lost: the payment stays pending, nothing is charged twice, and it is
 * settled by a later look-up or by the processor's notification, whichever comes first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml } from '../auth/test-support/test-browser.ts';
import { NEVER_CHARGED_AFTER_MS } from './pay-once.ts';
import { PaymentTimeoutError } from './payment-processor.ts';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import {
  DESTINATION,
  pathOf,
  paymentsOf,
  submitEntry,
  subscriptionsOf,
  TYPED_CARD,
} from './test-support/billing-steps.ts';

const TIMES_OUT = { ...TYPED_CARD, card_number: '4000 0000 0000 0101' };

describe('payments whose outcome is unknown for a while', () => {
  let harness: BillingHarness;
  /** While true, looking a charge up times out too. */
  let lookupsTimeOut = false;
  /** While true, charge requests are lost before they reach the processor. */
  let requestsLost = false;

  beforeAll(async () => {
    harness = await startBillingHarness({
      wrap: (sandbox) => ({
        ...sandbox,
        async charge(request) {
          if (requestsLost) throw new PaymentTimeoutError('lost on the way');
          return sandbox.charge(request);
        },
        async findCharge(key) {
          if (lookupsTimeOut) throw new PaymentTimeoutError('no answer');
          return sandbox.findCharge(key);
        },
      }),
    });
  });
  afterAll(async () => harness.close());

  it('keeps a timed-out payment pending, then completes it once the charge can be looked up', async () => {
    const { id, browser } = await harness.member();
    lookupsTimeOut = true;
    const pending = await submitEntry(browser, { typed: TIMES_OUT });
    expect(pending.statusCode).toBe(202);
    expect(decodeHtml(pending.body)).toContain('お支払いの結果を確認しています。');
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'pending' }]);
    expect(await subscriptionsOf(harness.db, id)).toEqual([]);

    lookupsTimeOut = false;
    const checked = await browser.submit('/entry');
    expect(pathOf(checked.headers.location)).toMatch(/^\/entry\/complete/);
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
  });

  it('lets the processor’s notification settle a pending payment first, without a second plan', async () => {
    const { id, browser } = await harness.member();
    lookupsTimeOut = true;
    await submitEntry(browser, { typed: TIMES_OUT });
    await harness.flushNotifications();
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);

    const checked = await browser.submit('/entry');
    expect(pathOf(checked.headers.location)).toMatch(/^\/entry\/complete/);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
    lookupsTimeOut = false;
  });

  it('refuses another entry while one is pending, and sends the member home once it turns out paid', async () => {
    const { id, browser } = await harness.member();
    lookupsTimeOut = true;
    await submitEntry(browser, { typed: TIMES_OUT });
    const second = await submitEntry(browser, { plan: 'premium' });
    expect(second.statusCode).toBe(409);
    expect(decodeHtml(second.body)).toContain('前回のお支払いの手続きがまだ完了していません。');

    lookupsTimeOut = false;
    const third = await submitEntry(browser, { plan: 'premium' });
    expect(third.headers.location).toBe(DESTINATION);
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'succeeded', planId: 1 }]);
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ planId: 1 }]);
  });

  it('gives up on a charge the processor never received, saying nothing was charged', async () => {
    const { id, browser } = await harness.member();
    requestsLost = true;
    const pending = await submitEntry(browser);
    requestsLost = false;
    expect(pending.statusCode).toBe(202);

    harness.advance(NEVER_CHARGED_AFTER_MS);
    const retry = await browser.submit('/entry', TYPED_CARD);
    expect(retry.statusCode).toBe(402);
    expect(decodeHtml(retry.body)).toContain('お支払いを完了できませんでした。料金は請求されていません。');
    expect(await paymentsOf(harness.db, id)).toMatchObject([
      { status: 'failed', failureReason: 'no_charge_at_processor' },
    ]);

    const paid = await browser.submit('/entry', TYPED_CARD);
    expect(pathOf(paid.headers.location)).toMatch(/^\/entry\/complete/);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
    expect((await paymentsOf(harness.db, id)).map((payment) => payment.status)).toEqual(['failed', 'succeeded']);
  });
});
