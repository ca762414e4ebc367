import { afterEach, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

describe('the festa_auth cookie', () => {
  let harness: AccountsHarness | undefined;
  afterEach(async () => harness?.close());

  async function logInWith(env: Record<string, string>) {
    harness = await startAccountsHarness(env);
    await harness.member('viewer@example.com', 'hanabi2024');
    const browser = harness.browser();
    await browser.get('/login');
    const response = await browser.submit('/login', { email: 'viewer@example.com', password: 'hanabi2024' });
    expect(response.statusCode).toBe(303);
    const cookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('festa_auth='));
    return cookie ?? '';
  }

  it('is HttpOnly, SameSite=Lax, host-only and not Secure on localhost over http', async () => {
    const cookie = await logInWith({});
    expect(cookie).toMatch(/^festa_auth=[\w-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toContain('Domain=');
  });

  it('is Secure for an https origin and product-wide with COOKIE_DOMAIN', async () => {
    const cookie = await logInWith({
      ACCOUNTS_ORIGIN: 'https://accounts.hanabi.example',
      WEB_ORIGIN: 'https://hanabi.example',
      COOKIE_DOMAIN: '.hanabi.example',
    });
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Domain=.hanabi.example');
  });
});
