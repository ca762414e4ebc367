import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml } from '../auth/test-support/test-browser.ts';
import { type BillingHarness, startBillingHarness } from './test-support/billing-harness.ts';
import {
  cardsOf,
  chosen,
  DESTINATION,
  FLOW,
  notificationsOf,
  pathOf,
  paymentsOf,
  submitEntry,
  subscriptionsOf,
  TYPED_CARD,
} from './test-support/billing-steps.ts';

describe('plan entry', () => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await startBillingHarness();
  });
  afterAll(async () => harness.close());

  it('sends a guest to log in, with this entry page as the way back', async () => {
    const response = await harness.guest().get(`/entry?plan=premium&${FLOW}`);
    expect(response.statusCode).toBe(303);
    const login = new URL(String(response.headers.location), 'http://localhost:4100');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('design')).toBe('2');
    const back = new URL(login.searchParams.get('destination') ?? '');
    expect(back.origin).toBe(harness.config.accountsOrigin);
    expect(back.pathname).toBe('/entry');
    expect(back.searchParams.get('plan')).toBe('premium');
    expect(back.searchParams.get('destination')).toBe(DESTINATION);
  });

  it('lets a free member choose a plan and a method, with prices including tax', async () => {
    const { browser } = await harness.member();
    const page = await browser.get(`/entry?plan=premium&${FLOW}`);
    expect(page.statusCode).toBe(200);
    const html = decodeHtml(page.body);
    expect(html).toContain('ライトプラン　月額550円（税込）');
    expect(html).toContain('プレミアムプラン　月額1,100円（税込）');
    expect(chosen(html, 'plan')).toBe('premium');
    for (const method of [
      'クレジットカード',
      'au かんたん決済',
      'd払い',
      'ソフトバンクまとめて支払い（A）',
      'ソフトバンクまとめて支払い（B）',
    ]) {
      expect(html).toContain(method);
    }
    expect(html).toContain('name="design" value="2"');
  });

  it('joins with a card: one payment, the plan from now with next payment on the 30th, the card on file', async () => {
    const { id, browser } = await harness.member();
    const paid = await submitEntry(browser);
    expect(paid.statusCode).toBe(303);
    expect(pathOf(paid.headers.location)).toMatch(/^\/entry\/complete\?key=[0-9a-f-]{36}&design=2&destination=/);

    const done = await browser.get(pathOf(paid.headers.location));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('ライトプランへの入会が完了しました');
    expect(done.body).toContain('次回のお支払い日は2024年11月30日です。');
    expect(done.body).toContain(`href="${DESTINATION}"`);

    expect(await paymentsOf(harness.db, id)).toMatchObject([
      { purpose: 'plan_entry', status: 'succeeded', amountYen: 550, method: 'credit', planId: 1 },
    ]);
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([
      { planId: 1, paymentMethod: 'credit', startedAt: harness.now(), nextPaymentDay: '2024-11-30', endedAt: null },
    ]);
    expect(await cardsOf(harness.db, id)).toMatchObject([
      { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, replacedAt: null, isInvalid: false },
    ]);
  });

  it.each([
    [
      '4000 0000 0000 0002',
      'カードが承認されませんでした。別のカードをご利用いただくか、カード会社にお問い合わせください。',
    ],
    ['4000 0000 0000 9995', 'カードの残高が不足しています。別のカードをご利用ください。'],
    ['4000 0000 0000 0069', 'カードの有効期限が切れています。別のカードをご利用ください。'],
    ['4000 0000 0000 0119', '決済処理中にエラーが発生しました。料金は請求されていません。'],
  ])(
    'tells the member in Japanese why card %s did not pay, keeping what they typed but the number and code',
    async (number, message) => {
      const { id, browser } = await harness.member();
      const confirm = await browser.get(`/entry/confirm?plan=premium&method=credit&${FLOW}`);
      const firstKey = /name="idempotency_key" value="([^"]+)"/.exec(confirm.body)?.[1];
      const declined = await browser.submit('/entry', { ...TYPED_CARD, card_number: number, card_exp_month: '07' });
      expect(declined.statusCode).toBe(402);
      expect(decodeHtml(declined.body)).toContain(message);
      expect(declined.body).toContain('プレミアムプラン');
      expect(chosen(declined.body, 'card_exp_month')).toBe('07');
      expect(chosen(declined.body, 'card_exp_year')).toBe('2030');
      expect(declined.body).not.toContain(number.replaceAll(' ', ''));
      expect(declined.body).not.toContain(number);
      expect(declined.body).not.toMatch(/name="card_cvc"[^>]*value=/);
      // A new attempt is a new intent: it must not replay the declined one.
      expect(/name="idempotency_key" value="([^"]+)"/.exec(declined.body)?.[1]).not.toBe(firstKey);
      expect(await subscriptionsOf(harness.db, id)).toEqual([]);

      const retried = await browser.submit('/entry', TYPED_CARD);
      expect(retried.statusCode).toBe(303);
      expect((await subscriptionsOf(harness.db, id)).map((row) => row.planId)).toEqual([2]);
    },
  );

  it('points out a mistyped card without charging, on the same intent', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/entry/confirm?plan=lite&method=credit&${FLOW}`);
    const typo = await browser.submit('/entry', { ...TYPED_CARD, card_number: '4242 4242 4242 4241', card_cvc: '' });
    expect(typo.statusCode).toBe(422);
    expect(typo.body).toContain('カード番号に誤りがあります。');
    expect(typo.body).toContain('セキュリティコードを入力してください。');
    expect(await paymentsOf(harness.db, id)).toEqual([]);
  });

  it('charges a replayed form once and shows the first outcome again', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/entry/confirm?plan=lite&method=credit&${FLOW}`);
    const form = browser.page;
    const first = await browser.submit('/entry', TYPED_CARD);
    browser.page = form;
    const again = await browser.submit('/entry', TYPED_CARD);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await paymentsOf(harness.db, id)).toHaveLength(1);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
  });

  it('never starts a second plan from a second confirm page opened before the first was paid', async () => {
    const { id, browser } = await harness.member();
    await browser.get(`/entry/confirm?plan=premium&method=credit&${FLOW}`);
    const otherTab = browser.page;
    await submitEntry(browser);
    browser.page = otherTab;
    const second = await browser.submit('/entry', TYPED_CARD);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(DESTINATION);
    expect(await paymentsOf(harness.db, id)).toHaveLength(1);
  });

  it('sends lite and premium members back to their destination, or home when it is not ours', async () => {
    const { browser } = await harness.member();
    await submitEntry(browser);
    const entry = await browser.get(`/entry?${FLOW}`);
    expect(entry.statusCode).toBe(303);
    expect(entry.headers.location).toBe(DESTINATION);
    const hostile = await browser.get('/entry/confirm?plan=lite&method=credit&destination=%2F%2Fevil.example');
    expect(hostile.headers.location).toBe('http://localhost:3000/');
  });

  it('settles a charge that timed out by looking it up, and charges it once', async () => {
    const { id, browser } = await harness.member();
    const paid = await submitEntry(browser, { typed: { ...TYPED_CARD, card_number: '4000 0000 0000 0101' } });
    expect(pathOf(paid.headers.location)).toMatch(/^\/entry\/complete/);
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
  });

  it('takes a duplicate notification as harmless', async () => {
    const { id, browser } = await harness.member();
    await submitEntry(browser, { typed: { ...TYPED_CARD, card_number: '4000 0000 0000 0200' } });
    await harness.flushNotifications();
    const [payment] = await paymentsOf(harness.db, id);
    expect(payment?.status).toBe('succeeded');
    expect(await notificationsOf(harness.db, payment?.processorChargeId ?? '')).toHaveLength(1);
    expect(await subscriptionsOf(harness.db, id)).toHaveLength(1);
  });

  it('joins with a carrier after the member approves on the (sandbox) carrier page', async () => {
    const { id, browser } = await harness.member();
    const toCarrier = await submitEntry(browser, { plan: 'premium', method: 'au' });
    expect(toCarrier.statusCode).toBe(303);
    const carrierPath = pathOf(toCarrier.headers.location);
    expect(carrierPath).toMatch(/^\/sandbox\/carrier\//);
    expect(await paymentsOf(harness.db, id)).toMatchObject([{ status: 'pending', method: 'au' }]);

    const carrierPage = await browser.get(carrierPath);
    expect(carrierPage.body).toContain('au かんたん決済（サンドボックス）');
    expect(carrierPage.body).toContain('1,100円（税込）');
    expect(carrierPage.body).toContain('承認する');
    const back = await browser.submit(carrierPath, { answer: 'approve' });
    expect(String(back.headers.location)).toMatch(/^http:\/\/localhost:4100\/entry\/carrier-return\?key=.*design=2/);

    const returned = await browser.get(pathOf(back.headers.location));
    const done = await browser.get(pathOf(returned.headers.location));
    expect(done.body).toContain('プレミアムプランへの入会が完了しました');
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ planId: 2, paymentMethod: 'au' }]);
    expect(await cardsOf(harness.db, id)).toEqual([]);
  });

  it('leads a member who left the carrier page open back to it before paying another way', async () => {
    const { id, browser } = await harness.member();
    const toCarrier = await submitEntry(browser, { method: 'docomo' });
    const carrierPath = pathOf(toCarrier.headers.location);

    const byCard = await submitEntry(browser);
    expect(byCard.statusCode).toBe(409);
    expect(decodeHtml(byCard.body)).toContain('携帯電話会社の画面でのお支払いの手続きが途中のままです。');
    expect(decodeHtml(byCard.body)).toContain(`href="${carrierPath}">携帯電話会社の画面に戻る`);

    await browser.get(carrierPath);
    await browser.submit(carrierPath, { answer: 'cancel' });
    const paid = await submitEntry(browser);
    expect(pathOf(paid.headers.location)).toMatch(/^\/entry\/complete/);
    expect(await subscriptionsOf(harness.db, id)).toMatchObject([{ paymentMethod: 'credit' }]);
  });

  it('returns to the method choice with a message when the member cancels at the carrier', async () => {
    const { id, browser } = await harness.member();
    const toCarrier = await submitEntry(browser, { method: 'softbank_b' });
    const carrierPath = pathOf(toCarrier.headers.location);
    await browser.get(carrierPath);
    const back = await browser.submit(carrierPath, { answer: 'cancel' });
    const returned = await browser.get(pathOf(back.headers.location));
    expect(returned.statusCode).toBe(303);
    const choice = await browser.get(pathOf(returned.headers.location));
    expect(choice.statusCode).toBe(200);
    expect(decodeHtml(choice.body)).toContain(
      '携帯電話会社の画面でお支払いがキャンセルされました。料金は請求されていません。',
    );
    expect(chosen(choice.body, 'method')).toBe('softbank_b');
    expect(await paymentsOf(harness.db, id)).toMatchObject([
      { status: 'declined', failureReason: 'canceled_by_member' },
    ]);
    expect(await subscriptionsOf(harness.db, id)).toEqual([]);
  });
});
