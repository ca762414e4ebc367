import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import { DESTINATION, FLOW, pathOf, submitEntry, subscriptionsOf } from './test-support/billing-steps.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('plan cancellation', () => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await startBillingHarness();
  });
  afterAll(async () => harness.close());

  it('asks a member to confirm, ends the plan at once and keeps it as history', async () => {
    const { id, browser } = await harness.member();
    await submitEntry(browser, { plan: 'premium' });
    harness.advance(3 * DAY);

    const confirm = await browser.get(`/plan/cancel?${FLOW}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('プレミアムプランの解約');
    expect(confirm.body).toContain('解約すると、見放題の作品がすぐに見られなくなります。');
    expect(confirm.body).toContain('解約する</button>');
    expect(confirm.body).toContain(`href="${DESTINATION}">解約せずに戻る`);

    const canceled = await browser.submit('/plan/cancel');
    expect(canceled.statusCode).toBe(303);
    const done = await browser.get(pathOf(canceled.headers.location));
    expect(done.body).toContain('解約が完了しました');
    expect(done.body).toContain(`href="${DESTINATION}"`);

    expect(await subscriptionsOf(harness.db, id)).toMatchObject([
      { planId: 2, endedAt: harness.now(), endReason: 'canceled', forcedCanceledDate: null },
    ]);
    // Free again: the entry pages are open to them, and a new plan is a new period of history.
    expect((await browser.get(`/entry?${FLOW}`)).statusCode).toBe(200);
    await submitEntry(browser);
    expect((await subscriptionsOf(harness.db, id)).map((row) => [row.planId, row.endReason])).toEqual([
      [2, 'canceled'],
      [1, null],
    ]);
  });

  it('sends a member without a plan back, and a guest to log in', async () => {
    const { browser } = await harness.member();
    const free = await browser.get(`/plan/cancel?${FLOW}`);
    expect(free.headers.location).toBe(DESTINATION);
    expect((await browser.get(`/plan/cancel/complete?${FLOW}`)).headers.location).toBe(DESTINATION);

    const guest = await harness.guest().get(`/plan/cancel?${FLOW}`);
    expect(pathOf(guest.headers.location)).toMatch(
      /^\/login\?design=2&destination=http%3A%2F%2Flocalhost%3A4100%2Fplan%2Fcancel/,
    );
  });

  it('refuses a cancellation posted from another site', async () => {
    const { id, browser } = await harness.member();
    await submitEntry(browser);
    await browser.get(`/plan/cancel?${FLOW}`);
    const forged = await browser.submit('/plan/cancel', {}, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ endedAt: null }]);
  });
});
