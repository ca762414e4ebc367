import { request as httpRequest } from 'node:http';
import { signInAttempts } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from '../auth/test-support/accounts-harness.ts';

/** Input the service cannot take is refused with a page in Japanese and 4xx, never 500 (decision 0032). */
describe('hostile input to the sign-in service', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccountsHarness();
  });
  afterAll(() => accounts.close());

  const UNSAFE = '使用できない文字が含まれていました';

  it.each([
    ['/login', { email: 'fan\u0000@example.com', password: 'hanabi2025pass' }],
    [
      '/register',
      { email: 'fan\u0000@example.com', password: 'hanabi2025pass', password_confirmation: 'hanabi2025pass' },
    ],
    ['/password/forgot', { email: 'fan\u0000@example.com' }],
    ['/confirm/resend', { email: 'fan\u0000@example.com' }],
    ['/login', { email: 'fan@example.com', password: 'hanabi\u00002025' }],
  ])('refuses %s with a NUL: 400, a way back to the form, nothing recorded', async (path, typed) => {
    const browser = accounts.browser();
    await browser.get(`${path}?design=2`);
    const attemptsBefore = (await accounts.db.select().from(signInAttempts)).length;

    const answer = await browser.submit(path, typed);

    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(UNSAFE);
    expect(answer.body).toContain(`href="${path}?design=2"`);
    expect(answer.body).toContain('入力画面に戻る');
    expect((await accounts.db.select().from(signInAttempts)).length).toBe(attemptsBefore);
  });

  it.each(['/login?destination=%00', '/password/reset?token=%00', '/sandbox/carrier/%00'])(
    'refuses %s with the same page and 400',
    async (url) => {
      const answer = await accounts.browser().get(url);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(UNSAFE);
    },
  );

  describe('over a real connection', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await accounts.app.listen({ host: '127.0.0.1', port: 0 });
    });

    function post(body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
      const url = new URL('/login', origin);
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    }

    it.each([
      ['a form of 1 MB', `email=${'x'.repeat(1_048_576)}`],
      ['a form of 10,000 fields', Array.from({ length: 10_000 }, (_, index) => `f${index}=1`).join('&')],
    ])('answers %s over the limit with the page and 413, not a reset connection', async (_name, body) => {
      const form = { 'content-type': 'application/x-www-form-urlencoded', origin: accounts.config.accountsOrigin };
      for (const headers of [{ ...form, 'content-length': String(body.length) }, form]) {
        const answer = await post(body, headers);
        expect(answer.status).toBe(413);
        expect(answer.body).toContain('送信された内容が大きすぎる');
      }
    });
  });
});
