import { randomBytes } from 'node:crypto';
import { subscriptions } from '@hanabi/db';
import { SEALED_ID_LIFETIME_MS, sealFestaUserId } from '@hanabi/membership';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';
import { decodeHtml } from './test-support/test-browser.ts';

const LOGIN_BACK_HOME = `/login?design=1&destination=${encodeURIComponent('http://localhost:3000/')}`;
const EXPIRED_MESSAGE =
  'リクエストフォームの有効期限（開いてから30分）が切れました。お手数ですが、Hanabi のメニューからもう一度リクエストフォームを開いてください。';

/** The Set-Cookie line of one cookie. */
function cookieNamed(header: string | string[] | undefined, name: string): string | undefined {
  return [header ?? []].flat().find((line) => line.startsWith(`${name}=`));
}

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

  /** The member id as the API seals it into the status, `minutesAgo` before the service's now. */
  function sealedId(festaUserId: string, minutesAgo = 0) {
    const sealedAt = new Date(harness.now().getTime() - minutesAgo * 60_000);
    return sealFestaUserId(festaUserId, harness.config.requestFormKey, sealedAt);
  }

  it('mails a subscribed member’s request to the operators and thanks them', async () => {
    const member = await subscribedMember();
    const browser = harness.browser();
    await browser.get(`/request_form?design=1&uid=${encodeURIComponent(sealedId(member.festaUserId))}`);
    const form = await browser.get('/request_form?design=1');
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

  it('takes the sealed id out of the address at once: a cookie of the form holds it, and the log never shows it', async () => {
    const member = await subscribedMember();
    const uid = sealedId(member.festaUserId);
    const browser = harness.browser();

    const arrival = await browser.get(`/request_form?design=2&uid=${encodeURIComponent(uid)}`);

    expect(arrival.statusCode).toBe(303);
    expect(arrival.headers.location).toBe('/request_form?design=2');
    expect(arrival.headers['cache-control']).toBe('no-store');
    expect(cookieNamed(arrival.headers['set-cookie'], 'request_form_member')).toMatch(
      /^request_form_member=[\w-]+; Path=\/request_form; HttpOnly; SameSite=Lax$/,
    );
    const form = await browser.get(arrival.headers.location ?? '');
    expect(form.statusCode).toBe(200);
    expect(form.body).not.toContain(uid);
    expect(form.body).not.toContain('name="uid"');

    const log = harness.logText();
    expect(log).toContain('/request_form?design=2&uid=[redacted]');
    expect(log).not.toContain(uid);
    expect(log).not.toContain(encodeURIComponent(uid));
  });

  it('says in Japanese that a link older than 30 minutes has expired, and lets nobody in with it', async () => {
    const member = await subscribedMember();

    const stale = await harness.browser().get(`/request_form?uid=${sealedId(member.festaUserId, 31)}`);

    expect(stale.statusCode).toBe(403);
    expect(decodeHtml(stale.body)).toContain(EXPIRED_MESSAGE);
    expect(stale.body).not.toContain('action="/request_form"');
    expect((await harness.browser().get(`/request_form?uid=${sealedId(member.festaUserId, 29)}`)).statusCode).toBe(303);
  });

  it('refuses a form sent more than 30 minutes after it was last shown, sending nothing', async () => {
    const member = await subscribedMember();
    const browser = harness.browser();
    await browser.get(`/request_form?uid=${sealedId(member.festaUserId, 20)}`);
    await browser.get('/request_form');

    // 20 minutes after the link was made is not what counts: the form shown now opens for 30 more.
    harness.advance(SEALED_ID_LIFETIME_MS - 60_000);
    const inTime = await browser.submit('/request_form', { titleName: '' });
    expect(inTime.statusCode).toBe(400);

    harness.advance(SEALED_ID_LIFETIME_MS + 60_000);
    const late = await browser.submit('/request_form', { titleName: '星降る街のクロニクル' });
    expect(late.statusCode).toBe(403);
    expect(decodeHtml(late.body)).toContain(EXPIRED_MESSAGE);
    expect(cookieNamed(late.headers['set-cookie'], 'request_form_member')).toMatch(
      /^request_form_member=; Max-Age=0; Path=\/request_form/,
    );
    expect(await harness.mailbox()).not.toContain('【作品リクエスト】');
  });

  it.each([
    ['missing', ''],
    ['garbage', '?uid=not-sealed'],
    ['sealed with another key', `?uid=${sealFestaUserId('F0000000001', randomBytes(32), new Date())}`],
  ])('sends a viewer with a %s id to log in, then back to Hanabi', async (_case, query) => {
    const response = await harness.browser().get(`/request_form${query}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(LOGIN_BACK_HOME);
  });

  it('sends a form posted without the cookie to log in, whatever id the body carries', async () => {
    const member = await subscribedMember();
    const browser = harness.browser();
    await browser.get(`/request_form?uid=${sealedId(member.festaUserId)}`);
    await browser.get('/request_form');
    browser.cookies.delete('request_form_member');

    const posted = await browser.submit('/request_form', {
      uid: sealedId(member.festaUserId),
      titleName: '星降る街のクロニクル',
    });

    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(LOGIN_BACK_HOME);
    expect(await harness.mailbox()).not.toContain('【作品リクエスト】');
  });

  it('sends a viewer to log in when the id is of nobody, and refuses a member without a plan', async () => {
    const nobody = sealedId('F0000000001');
    expect((await harness.browser().get(`/request_form?uid=${nobody}`)).headers.location).toBe(LOGIN_BACK_HOME);

    const member = await harness.member('free@example.com', 'hanabi2024');
    const response = await harness.browser().get(`/request_form?uid=${sealedId(member.festaUserId)}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('作品リクエストは、プランにご加入中の方がご利用いただけます。');
  });
});
