import { emailTokens, presents, users } from '@hanabi/db';
import { SESSION_COOKIE_NAME } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REGISTERING_BROWSER_COOKIE } from './registering-browser.ts';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

const DESTINATION = 'http://localhost:3000/titles/12';

describe('registration, confirmation and first login', () => {
  let harness: AccountsHarness;
  beforeEach(async () => {
    harness = await startAccountsHarness();
  });
  afterEach(async () => harness.close());

  async function register(email: string, password = 'hanabi2024') {
    const browser = harness.browser();
    await browser.get(`/register?design=1&destination=${encodeURIComponent(DESTINATION)}`);
    const response = await browser.submit('/register', { email, password, passwordConfirmation: password });
    return { browser, response };
  }

  /** Opens a mailed link the way a viewer's mail program does: path and query on this service. */
  async function open(link: string) {
    const url = new URL(link);
    return harness.browser().get(url.pathname + url.search);
  }

  async function logIn(email: string, password: string) {
    const browser = harness.browser();
    await browser.get('/login');
    return (await browser.submit('/login', { email, password })).statusCode;
  }

  it('registers, mails a confirmation link, confirms in another browser with a present, and logs in back to the destination', async () => {
    const { response } = await register('Ｈａｎａｂｉ.Fan@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('確認メールを送信しました');
    expect(response.body).toContain('hanabi.fan@example.com 宛てに確認メールを送信しました');

    const [member] = await harness.db.select().from(users).where(eq(users.email, 'hanabi.fan@example.com'));
    expect(member?.festaUserId).toMatch(/^F\d{10}$/);
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member?.emailConfirmedAt).toBeNull();

    const link = await harness.mailboxLink('/confirm?');
    const url = new URL(link);
    expect(url.searchParams.get('design')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(DESTINATION);
    const [stored] = await harness.db.select().from(emailTokens);
    expect(stored?.tokenHash).not.toContain(url.searchParams.get('token'));

    // Opened on another device: the address is confirmed, and the member signs in there as usual.
    const browser = harness.browser();
    const confirmed = await browser.get(url.pathname + url.search);
    expect(confirmed.statusCode).toBe(200);
    expect(browser.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined();
    expect(confirmed.body).toContain('メールアドレスの確認が完了しました');
    expect(confirmed.body).toContain('300ギフトポイントをプレゼントボックスにお届けしました');
    const [present] = await harness.db.select().from(presents).where(eq(presents.kind, 'gift_points'));
    expect(present).toMatchObject({ kind: 'gift_points', name: '会員登録特典', points: 300, pointsValidDays: 30 });
    expect(present?.receivableUntil).toEqual(new Date(harness.now().getTime() + 90 * 24 * 60 * 60 * 1000));

    const loginHref = confirmed.body.match(/href="(\/login\?[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(loginHref).toBe(`/login?design=1&destination=${encodeURIComponent(DESTINATION)}`);
    await browser.get(loginHref ?? '');
    const login = await browser.submit('/login', { email: 'hanabi.fan@example.com', password: 'hanabi2024' });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe(DESTINATION);
    expect(browser.cookies.get(SESSION_COOKIE_NAME)).toMatch(/^[\w-]{43}$/);
  });

  it('signs the member in when the link is opened in the browser that registered, and leads back to the destination', async () => {
    const { browser } = await register('same.browser@example.com');
    const link = new URL(await harness.mailboxLink('/confirm?'));

    const confirmed = await browser.get(link.pathname + link.search);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('会員登録が完了し、ログインしました');
    expect(confirmed.body).toContain('300ギフトポイントをプレゼントボックスにお届けしました');
    expect(confirmed.body).toContain(`<a href="${DESTINATION}"`);
    expect(confirmed.body).not.toContain('ログインする');
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(browser.cookies.get(SESSION_COOKIE_NAME)).toMatch(/^[\w-]{43}$/);
    // The secret is spent, and the sign-up present waits in the presents as for any confirmation.
    expect(browser.cookies.has(REGISTERING_BROWSER_COOKIE)).toBe(false);
    const [member] = await harness.db.select().from(users).where(eq(users.email, 'same.browser@example.com'));
    expect(member?.emailConfirmedAt).not.toBeNull();
    expect(
      await harness.db
        .select()
        .from(presents)
        .where(eq(presents.userId, member?.id ?? 0)),
    ).not.toHaveLength(0);
  });

  it('sets the registering secret HttpOnly, SameSite=Lax, for the confirmation pages only', async () => {
    const { response } = await register('cookie@example.com');
    const cookie = (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[]).find(
      (candidate) => candidate.name === REGISTERING_BROWSER_COOKIE,
    );

    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/confirm' });
  });

  it('does not sign in a browser whose secret is not the registration’s, even one that registered another address', async () => {
    const { browser: other } = await register('first@example.com');
    await register('second@example.com');
    const secondLink = new URL(await harness.mailboxLink('/confirm?'));

    const confirmed = await other.get(secondLink.pathname + secondLink.search);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('メールアドレスの確認が完了しました');
    expect(other.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined();
  });

  it('uses a confirmation link once, and a second confirmation gives no second present', async () => {
    await register('once@example.com');
    const link = new URL(await harness.mailboxLink('/confirm?'));
    const browser = harness.browser();
    expect((await browser.get(link.pathname + link.search)).statusCode).toBe(200);
    const again = await browser.get(link.pathname + link.search);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('このリンクは使えません');
    // The campaign ticket that may come with it is sign-up-ticket.test.ts's.
    expect(await harness.db.select().from(presents).where(eq(presents.kind, 'gift_points'))).toHaveLength(1);
  });

  it('refuses a confirmation link after 24 hours and offers to send a new one', async () => {
    await register('late@example.com');
    const link = new URL(await harness.mailboxLink('/confirm?'));
    harness.advance(24 * 60 * 60 * 1000 + 1000);
    const browser = harness.browser();
    const expired = await browser.get(link.pathname + link.search);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('有効期限（24時間）が切れているか');
    expect(expired.body).toContain('確認メールを再送信する');

    const resent = await browser.submit('/confirm/resend', { email: 'late@example.com' });
    expect(resent.body).toContain('確認メールを再送信しました');
    const fresh = new URL(await harness.mailboxLink('/confirm?'));
    expect(fresh.searchParams.get('token')).not.toBe(link.searchParams.get('token'));
    expect((await browser.get(fresh.pathname + fresh.search)).body).toContain('メールアドレスの確認が完了しました');
  });

  it('shows each problem next to its field in Japanese and keeps the typed address', async () => {
    const browser = harness.browser();
    await browser.get('/register?design=2');
    const response = await browser.submit('/register', {
      email: 'not-an-address',
      password: 'short1',
      passwordConfirmation: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('メールアドレスの形式が正しくありません');
    expect(response.body).toContain('パスワードは8〜64文字で入力してください（いまは6文字です）。');
    expect(response.body).toContain('value="not-an-address"');
    expect(response.body).not.toContain('value="short1"');
    expect(response.body).toContain('8〜64文字で、半角の英字と数字をそれぞれ1文字以上含めてください。');
    expect(response.body).toContain('Hanabi ゲーム');
    expect(await harness.db.select().from(users)).toHaveLength(0);

    const lettersOnly = await browser.submit('/register', {
      email: 'a@example.com',
      password: 'onlyletters',
      passwordConfirmation: 'onlyletters',
    });
    expect(lettersOnly.body).toContain('パスワードには半角の英字と数字をそれぞれ1文字以上含めてください。');
    const mismatch = await browser.submit('/register', {
      email: 'a@example.com',
      password: 'letters123',
      passwordConfirmation: 'letters124',
    });
    expect(mismatch.body).toContain('パスワードが一致しません。');
  });

  it('answers a registered address like a new one, and mails its owner instead of creating an account', async () => {
    await harness.member('taken@example.com', 'original123');
    const { response } = await register('TAKEN@example.com', 'attacker123');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('taken@example.com 宛てに確認メールを送信しました');
    expect(await harness.db.select().from(users)).toHaveLength(1);
    const mailbox = await harness.mailbox();
    expect(mailbox).toContain('このアドレスはすでに登録済みです');
    expect(mailbox).not.toContain('/confirm?');
  });

  it('keeps the first registration’s password when an unconfirmed address is registered again: its own mail confirms it', async () => {
    await register('fan@example.com', 'owner2024');
    const ownersMail = await harness.mailboxLink('/confirm?');
    await register('fan@example.com', 'intruder2024');
    const intrudersMail = await harness.mailboxLink('/confirm?');
    expect(intrudersMail).not.toBe(ownersMail);

    expect((await open(ownersMail)).body).toContain('メールアドレスの確認が完了しました');
    expect(await logIn('fan@example.com', 'intruder2024')).toBe(401);
    expect(await logIn('fan@example.com', 'owner2024')).toBe(303);
    // The address is confirmed: the other registration's mail can no longer set a password.
    expect((await open(intrudersMail)).statusCode).toBe(410);
    expect(await logIn('fan@example.com', 'owner2024')).toBe(303);
  });

  it('confirms the second registration’s password with the second mail, whoever registered first', async () => {
    await register('fan@example.com', 'intruder2024');
    const intrudersMail = await harness.mailboxLink('/confirm?');
    await register('fan@example.com', 'owner2024');
    const ownersMail = await harness.mailboxLink('/confirm?');

    expect((await open(ownersMail)).body).toContain('メールアドレスの確認が完了しました');
    expect(await logIn('fan@example.com', 'intruder2024')).toBe(401);
    expect(await logIn('fan@example.com', 'owner2024')).toBe(303);
    expect((await open(intrudersMail)).statusCode).toBe(410);
  });

  it('resends the newest registration’s confirmation, whose mail is already in the mailbox', async () => {
    await register('fan@example.com', 'first2024');
    await register('fan@example.com', 'second2024');
    const secondMail = await harness.mailboxLink('/confirm?');
    harness.advance(2 * 60 * 1000);
    const browser = harness.browser();
    await browser.get('/confirm/resend');
    await browser.submit('/confirm/resend', { email: 'fan@example.com' });
    const resent = await harness.mailboxLink('/confirm?');
    expect(resent).not.toBe(secondMail);

    expect((await open(resent)).body).toContain('メールアドレスの確認が完了しました');
    expect(await logIn('fan@example.com', 'first2024')).toBe(401);
    expect(await logIn('fan@example.com', 'second2024')).toBe(303);
  });
});
