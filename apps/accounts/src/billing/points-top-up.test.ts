import { pointTransactions } from '@hanabi/db';
import { auditLedger, pointBalances } from '@hanabi/membership';
import { giveReceivedGiftPoints, topUpPaidPoints } from '@hanabi/membership/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml } from '../auth/test-support/test-browser.ts';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import {
  chosen,
  DESTINATION,
  FLOW,
  pathOf,
  paymentsOf,
  submitEntry,
  TYPED_CARD,
} from './test-support/billing-steps.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('points top-up', () => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await startBillingHarness();
  });
  afterAll(async () => harness.close());

  const balances = (userId: number) => pointBalances(harness.db, userId, harness.now());
  const grantsOf = (userId: number) =>
    harness.db.select().from(pointTransactions).where(eq(pointTransactions.userId, userId));

  it('sends a guest to log in first, with the points page as the way back', async () => {
    const response = await harness.guest().get(`/points?${FLOW}`);
    expect(pathOf(response.headers.location)).toMatch(
      /^\/login\?design=2&destination=http%3A%2F%2Flocalhost%3A4100%2Fpoints%3F/,
    );
  });

  it('shows the current festa and gift points and the amounts on offer at one yen a point', async () => {
    const { id, browser } = await harness.member();
    await topUpPaidPoints(harness.db, { userId: id, points: 1_200, now: harness.now() });
    await giveReceivedGiftPoints(harness.db, {
      userId: id,
      points: 300,
      expiresAt: new Date(harness.now().getTime() + 30 * DAY),
    });
    const page = decodeHtml((await browser.get(`/points?${FLOW}`)).body);
    expect(page).toContain('<dt>保有ポイント</dt><dd>1,500pt</dd>');
    expect(page).toContain('フェスタポイント 1,200pt・ギフトポイント 300pt');
    for (const amount of [
      '500pt（500円）',
      '1,000pt（1,000円）',
      '3,000pt（3,000円）',
      '5,000pt（5,000円）',
      '10,000pt（10,000円）',
    ]) {
      expect(page).toContain(amount);
    }
  });

  it('credits the points once, however often the form is sent or the notification delivered', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/points?${FLOW}`);
    const form = browser.page;
    const paid = await browser.submit('/points', {
      ...TYPED_CARD,
      card_number: '4000 0000 0000 0200',
      points: '3000',
    });
    expect(paid.statusCode).toBe(303);
    const done = await browser.get(pathOf(paid.headers.location));
    expect(done.body).toContain('ポイントの追加が完了しました');
    expect(done.body).toContain('3,000ptを追加しました。現在の保有ポイントは3,000ptです。');
    expect(done.body).toContain(`href="${DESTINATION}"`);

    browser.page = form;
    const replayed = await browser.submit('/points', { ...TYPED_CARD, points: '3000' });
    expect(replayed.headers.location).toBe(paid.headers.location);
    await harness.flushNotifications();

    expect(await balances(id)).toEqual({ festa: 3_000, gift: 0, total: 3_000 });
    expect(await paymentsOf(harness.db, id)).toMatchObject([
      { purpose: 'points_top_up', amountYen: 3_000, points: 3_000, status: 'succeeded', method: 'credit' },
    ]);
    const [payment] = await paymentsOf(harness.db, id);
    expect((await grantsOf(id)).map((grant) => grant.reference)).toEqual([`payment:${payment?.id}`]);
    // The operator's ledger check ties the points to the payment that bought them (decision 0037).
    expect((await auditLedger(harness.db)).invariants.filter((finding) => !finding.holds)).toEqual([]);
  });

  it('grants nothing for a declined card and says why, keeping the amount chosen', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/points?${FLOW}`);
    const declined = await browser.submit('/points', {
      ...TYPED_CARD,
      card_number: '4000 0000 0000 9995',
      points: '10000',
    });
    expect(declined.statusCode).toBe(402);
    expect(decodeHtml(declined.body)).toContain('カードの残高が不足しています。別のカードをご利用ください。');
    expect(chosen(declined.body, 'points')).toBe('10000');
    expect(await balances(id)).toEqual({ festa: 0, gift: 0, total: 0 });
    expect(await grantsOf(id)).toEqual([]);
  });

  it('asks for an amount when none was chosen', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/points?${FLOW}`);
    const missing = await browser.submit('/points', TYPED_CARD);
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('追加するポイント数を選んでください。');
    expect(await paymentsOf(harness.db, id)).toEqual([]);
  });

  it('pays with the card saved at plan entry, and adds to the balance', async () => {
    const { id, browser } = await harness.member();
    await submitEntry(browser);
    const page = await browser.get(`/points?${FLOW}`);
    expect(page.body).toContain('登録済みのカード：Visa（末尾 4242・有効期限 12/2030）');
    const paid = await browser.submit('/points', { card_choice: 'saved', points: '500' });
    expect(paid.statusCode).toBe(303);
    await browser.get(`/points?${FLOW}`);
    await browser.submit('/points', { card_choice: 'saved', points: '1000' });
    expect(await balances(id)).toEqual({ festa: 1_500, gift: 0, total: 1_500 });
  });
});
