import { findSessionUserId, SESSION_COOKIE_NAME } from '@hanabi/membership';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

describe('password reset', () => {
  let harness: AccountsHarness;
  beforeEach(async () => {
    harness = await startAccountsHarness();
  });
  afterEach(async () => harness.close());

  async function requestReset(email: string) {
    const browser = harness.browser();
    await browser.get('/password/forgot?design=0');
    return { browser, response: await browser.submit('/password/forgot', { email }) };
  }

  it('sets a new password, ends every session of the member and lets them log in with it', async () => {
    const member = await harness.member('viewer@example.com', 'old2024pass');
    const phone = harness.browser();
    await phone.get('/login');
    await phone.submit('/login', { email: 'viewer@example.com', password: 'old2024pass' });
    const phoneSession = phone.cookies.get(SESSION_COOKIE_NAME) ?? '';
    expect(await findSessionUserId(harness.db, phoneSession, harness.now())).toBe(member.id);

    const { browser, response } = await requestReset('Viewer@Example.com');
    expect(response.body).toContain('再設定用のメールを送信しました');
    const link = new URL(await harness.mailboxLink('/password/reset?'));
    expect(link.searchParams.get('design')).toBe('0');

    const form = await browser.get(link.pathname + link.search);
    expect(form.body).toContain('新しいパスワードの設定');
    expect(form.body).toContain('Hanabi コミック');
    const weak = await browser.submit('/password/reset', { password: 'weak', passwordConfirmation: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('パスワードは8〜64文字で入力してください');

    const done = await browser.submit('/password/reset', {
      password: 'new2024pass',
      passwordConfirmation: 'new2024pass',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('パスワードを再設定しました');
    expect(await findSessionUserId(harness.db, phoneSession, harness.now())).toBeNull();

    await browser.get('/login');
    const oldPassword = await browser.submit('/login', { email: 'viewer@example.com', password: 'old2024pass' });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await browser.submit('/login', { email: 'viewer@example.com', password: 'new2024pass' });
    expect(newPassword.statusCode).toBe(303);

    const reused = await browser.get(link.pathname + link.search);
    expect(reused.statusCode).toBe(410);
  });

  it('answers an unknown address the same way and mails nobody', async () => {
    const { response } = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('入力されたメールアドレスが登録されている場合は');
    expect(await harness.mailbox()).toContain('まだメールはありません。');
  });

  it('refuses a reset link after one hour', async () => {
    await harness.member('viewer@example.com', 'old2024pass');
    await requestReset('viewer@example.com');
    const link = new URL(await harness.mailboxLink('/password/reset?'));
    harness.advance(60 * 60 * 1000 + 1000);
    const expired = await harness.browser().get(link.pathname + link.search);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('有効期限（1時間）が切れているか');
  });
});
