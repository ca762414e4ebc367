import { subscriptions } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml } from '../auth/test-support/test-browser.ts';
import { describeCardCheck, runCardValidityChecks } from './card-validity-job.ts';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import { cardsOf, FLOW, submitEntry, subscriptionsOf, TYPED_CARD } from './test-support/billing-steps.ts';

const DAY = 24 * 60 * 60 * 1000;
const FAILS_CHECK = { ...TYPED_CARD, card_number: '4000 0000 0000 0341' };

describe('card validity checks and forced cancellation', () => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await startBillingHarness();
  });
  afterAll(async () => harness.close());

  const run = () => runCardValidityChecks(harness.db, harness.sandbox, harness.now());

  it('schedules the end of a plan whose card fails, then ends it on that day as a forced cancellation', async () => {
    const failing = await harness.member();
    const working = await harness.member();
    const carrier = await harness.member();
    await submitEntry(failing.browser, { typed: FAILS_CHECK });
    await submitEntry(working.browser);
    await harness.db.insert(subscriptions).values({
      userId: carrier.id,
      planId: 1,
      paymentMethod: 'docomo',
      startedAt: harness.now(),
      nextPaymentDay: '2024-11-30',
    });

    // 31 October in Japan: the plan ends 14 days later, on 14 November, unless the card is replaced.
    const first = await run();
    expect(first).toMatchObject({ today: '2024-10-31', checked: 2, failed: 1, scheduledDate: '2024-11-14' });
    expect(describeCardCheck(first)).toBe(
      'Card validity check for 2024-10-31 (Japan time): 2 cards checked, 1 failed (plans end on 2024-11-14 unless the card is replaced), 0 could not be checked; 0 plans force-canceled.',
    );
    expect(await cardsOf(harness.db, failing.id)).toMatchObject([
      { isInvalid: true, validityCheckFailedAt: harness.now() },
    ]);
    expect(await subscriptionsOf(harness.db, failing.id)).toMatchObject([
      { forcedCancelScheduledDate: '2024-11-14', endedAt: null },
    ]);
    expect(await subscriptionsOf(harness.db, working.id)).toMatchObject([{ forcedCancelScheduledDate: null }]);
    expect(await cardsOf(harness.db, working.id)).toMatchObject([{ isInvalid: false, validityCheckFailedAt: null }]);

    const warning = await failing.browser.get(`/card?${FLOW}`);
    expect(decodeHtml(warning.body)).toContain(
      '2024年11月14日までに新しいカードを登録しない場合、プランは自動的に解約されます。',
    );

    harness.advance(13 * DAY);
    expect(await run()).toMatchObject({ checked: 1, failed: 0, forceCanceled: 0 });
    expect(await subscriptionsOf(harness.db, failing.id)).toMatchObject([{ endedAt: null }]);

    harness.advance(DAY);
    expect(await run()).toMatchObject({ today: '2024-11-14', forceCanceled: 1 });
    expect(await subscriptionsOf(harness.db, failing.id)).toMatchObject([
      {
        endedAt: harness.now(),
        endReason: 'forced_cancel',
        forcedCancelScheduledDate: '2024-11-14',
        forcedCanceledDate: '2024-11-14',
      },
    ]);
    expect(await subscriptionsOf(harness.db, working.id)).toMatchObject([{ endedAt: null }]);
    expect(await subscriptionsOf(harness.db, carrier.id)).toMatchObject([{ endedAt: null }]);
    expect((await run()).forceCanceled).toBe(0);
  });

  it('lifts the schedule when the member registers a working card, and refuses one that fails the check', async () => {
    const { id, browser } = await harness.member();
    await submitEntry(browser, { typed: FAILS_CHECK });
    await run();
    expect((await subscriptionsOf(harness.db, id))[0]?.forcedCancelScheduledDate).not.toBeNull();

    await browser.get(`/card?${FLOW}`);
    const refused = await browser.submit('/card', { ...TYPED_CARD, card_number: '4000 0000 0000 0002' });
    expect(refused.statusCode).toBe(402);
    expect(decodeHtml(refused.body)).toContain('カードが承認されませんでした。');
    expect((await subscriptionsOf(harness.db, id))[0]?.forcedCancelScheduledDate).not.toBeNull();

    const replaced = await browser.submit('/card', { ...TYPED_CARD, card_number: '5555 5555 5555 4444' });
    expect(replaced.statusCode).toBe(303);
    const done = await browser.get(String(replaced.headers.location));
    expect(done.body).toContain('カードを登録しました');
    expect(done.body).toContain('Mastercard（末尾 4444・有効期限 12/2030）');
    expect(await cardsOf(harness.db, id)).toMatchObject([
      { last4: '0341', isInvalid: true, replacedAt: harness.now() },
      { last4: '4444', isInvalid: false, replacedAt: null },
    ]);
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ forcedCancelScheduledDate: null }]);

    harness.advance(15 * DAY);
    await run();
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ endedAt: null }]);
  });
});
