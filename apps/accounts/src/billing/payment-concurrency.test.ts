/**
 * Things that happen at the same moment: a double click, two tabs, the processor's notification racing
 * the request that charged. Notifications are delivered as soon as the processor sends them here.
 */
import { pointBalances } from '@hanabi/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import { FLOW, paymentsOf, subscriptionsOf, TYPED_CARD } from './test-support/billing-steps.ts';

describe('payments at the same moment', () => {
  let harness: BillingHarness;
  /** Charges the processor was asked for, and a gate that holds them while a test needs it to. */
  let charges = 0;
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};

  beforeAll(async () => {
    harness = await startBillingHarness({
      notifications: 'immediate',
      wrap: (sandbox) => ({
        ...sandbox,
        async charge(request) {
          charges += 1;
          // A second charge while one is held is the double charge under test: let both through at once.
          if (charges > 1) release();
          await gate;
          return sandbox.charge(request);
        },
      }),
    });
  });
  afterAll(async () => harness.close());

  it('charges a double-clicked entry form once', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/entry/confirm?plan=lite&method=credit&${FLOW}`);
    const card = { ...TYPED_CARD, card_number: '4000 0000 0000 0200' };
    const answers = await Promise.all([browser.submit('/entry', card), browser.submit('/entry', card)]);
    await harness.flushNotifications();
    for (const answer of answers) expect([202, 303]).toContain(answer.statusCode);
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
  });

  it('charges once when two tabs pay for different plans at the same moment', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/entry/confirm?plan=lite&method=credit&${FLOW}`);
    const liteTab = browser.page;
    await browser.get(`/entry/confirm?plan=premium&method=credit&${FLOW}`);
    const premiumTab = browser.page;
    const submitFrom = (page: string) => {
      browser.page = page;
      return browser.submit('/entry', TYPED_CARD);
    };

    // The first charge is held at the processor, so the other tab's payment starts while it is unsettled.
    gate = new Promise((resolve) => {
      release = resolve;
    });
    charges = 0;
    const tabs = [submitFrom(liteTab), submitFrom(premiumTab)];
    const refused = await Promise.race(tabs);
    release();
    await Promise.all(tabs);
    await harness.flushNotifications();

    expect(refused.statusCode).toBe(409);
    expect(charges).toBe(1);
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
  });

  it('grants a double-clicked top-up once', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/points?${FLOW}`);
    const form = { ...TYPED_CARD, points: '5000' };
    await Promise.all([browser.submit('/points', form), browser.submit('/points', form)]);
    await harness.flushNotifications();
    expect(await paymentsOf(harness.db, id)).toHaveLength(1);
    expect(await pointBalances(harness.db, id, harness.now())).toEqual({ festa: 5_000, gift: 0, total: 5_000 });
  });
});
