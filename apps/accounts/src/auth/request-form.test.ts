import { randomBytes } from 'node:crypto';
import { sealFestaUserId, subscriptions } from '@hanabi/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

const LOGIN_BACK_HOME = `/login?design=1&destination=${encodeURIComponent('http://localhost:3000/')}`;

describe('request form', () => {
  let harness: AccountsHarness;
  beforeEach(async () => {
    harness = await startAccountsHarness();
  });
  afterEach(async () => harness.close());

  async function subscribedMember() {
    const member = await harness.member('fan@example.com', 'hanabi2024');
    await harness.db.insert(subscriptions).values({
      userId: member.id,
      planId: 1,
      paymentMethod: 'credit',
      startedAt: harness.now(),
      nextPaymentDay: '2024-11-01',
    });
    return member;
  }

  it('mails a subscribed member’s request to the operators and thanks them', async () => {
    const member = await subscribedMember();
    const uid = sealFestaUserId(member.festaUserId, harness.config.requestFormKey);
    const browser = harness.browser();
    const form = await browser.get(`/request_form?uid=${encodeURIComponent(uid)}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>作品リクエスト</h1>');

    const tooLong = await browser.submit('/request_form', { titleName: '', message: 'あ'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('作品名を入力してください。');
    expect(tooLong.body).toContain('リクエスト内容は1,000文字以内で入力してください（いまは1,001文字です）。');

    const sent = await browser.submit('/request_form', {
      titleName: '星降る街のクロニクル',
      message: '続編の配信を希望します。\n<b>よろしくお願いします</b>',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('リクエストを受け付けました');

    const mailbox = (await harness.browser().get('/dev/mailbox')).body;
    expect(mailbox).toContain('【作品リクエスト】星降る街のクロニクル');
    expect(mailbox).toContain('requests@hanabi.example');
    expect(mailbox).toContain(`会員ID: ${member.festaUserId}`);
    expect(mailbox).toContain('&lt;b&gt;よろしくお願いします&lt;/b&gt;');
  });

  it.each([
    ['missing', ''],
    ['garbage', '?uid=not-sealed'],
    ['sealed with another key', `?uid=${sealFestaUserId('F0000000001', randomBytes(32))}`],
  ])('sends a viewer with a %s id to log in, then back to Hanabi', async (_case, query) => {
    const response = await harness.browser().get(`/request_form${query}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(LOGIN_BACK_HOME);
  });

  it('sends a viewer to log in when the id is of nobody, and refuses a member without a plan', async () => {
    const nobody = sealFestaUserId('F0000000001', harness.config.requestFormKey);
    expect((await harness.browser().get(`/request_form?uid=${nobody}`)).headers.location).toBe(LOGIN_BACK_HOME);

    const member = await harness.member('free@example.com', 'hanabi2024');
    const uid = sealFestaUserId(member.festaUserId, harness.config.requestFormKey);
    const response = await harness.browser().get(`/request_form?uid=${uid}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('作品リクエストは、プランにご加入中の方がご利用いただけます。');
  });
});
