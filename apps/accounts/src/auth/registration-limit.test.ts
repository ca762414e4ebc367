import { users } from '@hanabi/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDevMailbox } from '../mail/dev-mailbox.ts';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';
import { registerThroughForm } from './test-support/register-through-form.ts';

const HOUR = 60 * 60 * 1000;
const TOO_MANY =
  'この接続元から短い時間に多くの会員登録のお申し込みがあったため、受け付けを一時的に停止しています。60分ほど時間をおいてから、もう一度お試しください。';

describe('registrations per client address', () => {
  let harness: AccountsHarness;
  beforeEach(async () => {
    harness = await startAccountsHarness();
  });
  afterEach(async () => harness.close());

  it('accepts 20 an hour from one address, however many arrive at once, and answers the rest 429 in Japanese', async () => {
    const browser = harness.browser('192.0.2.70');
    await browser.get('/register?design=1');
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, fan) =>
        browser.submit('/register', {
          email: `fan${fan}@example.com`,
          password: 'hanabi2024',
          passwordConfirmation: 'hanabi2024',
        }),
      ),
    );
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(20);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(response.body).toContain(TOO_MANY);
      expect(response.body).toContain('会員登録を受け付けられませんでした');
      expect(response.body).toMatch(/value="fan\d+@example\.com"/);
      expect(response.headers['retry-after']).toBe('3600');
    }
    expect(await harness.db.select().from(users)).toHaveLength(20);
    await harness.mailSent();
    expect(await readDevMailbox(harness.config.mailDir)).toHaveLength(20);

    expect((await registerThroughForm(harness.browser('192.0.2.71'), 'neighbour@example.com')).statusCode).toBe(200);
    harness.advance(HOUR);
    expect((await registerThroughForm(browser, 'later@example.com')).statusCode).toBe(200);
  });

  it('does not count a registration refused for its fields or for the limit', async () => {
    const browser = harness.browser('192.0.2.72');
    await browser.get('/register');
    for (let typo = 0; typo < 25; typo += 1) {
      const invalid = await browser.submit('/register', {
        email: `typo${typo}`,
        password: 'x',
        passwordConfirmation: 'y',
      });
      expect(invalid.statusCode).toBe(400);
    }
    for (let fan = 0; fan < 20; fan += 1) {
      expect((await registerThroughForm(browser, `fan${fan}@example.com`)).statusCode).toBe(200);
      harness.advance(60 * 1000);
    }
    expect((await registerThroughForm(browser, 'one-more@example.com')).statusCode).toBe(429);
    // Refused attempts do not push the hour on: it ends an hour after the first counted registration.
    harness.advance(HOUR - 20 * 60 * 1000);
    expect((await registerThroughForm(browser, 'one-more@example.com')).statusCode).toBe(200);
  });
});
