import { users } from '@hanabi/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

const REFUSED = 'もう一度お試しください';
const registration = { email: 'viewer@example.com', password: 'hanabi2024', passwordConfirmation: 'hanabi2024' };

describe('forms refuse cross-site posts', () => {
  let harness: AccountsHarness;
  beforeEach(async () => {
    harness = await startAccountsHarness();
  });
  afterEach(async () => harness.close());

  it('refuses a post without the form token', async () => {
    const browser = harness.browser();
    await browser.get('/register');
    const response = await browser.post('/register', registration);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(REFUSED);
    expect(await harness.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a post from a foreign origin even with a valid token', async () => {
    const browser = harness.browser();
    await browser.get('/register');
    const response = await browser.submit('/register', registration, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(REFUSED);
    expect(await harness.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a logout posted from elsewhere, so a foreign page cannot sign a viewer out', async () => {
    const response = await harness.browser().post('/logout', {}, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('keeps the branding the viewer came with on the refusal page', async () => {
    const response = await harness.browser().post('/register', { ...registration, design: '0' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Hanabi コミック');
  });

  it('answers a failure on a billing page with a Japanese page too, not a bare JSON error', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/points',
      headers: { origin: harness.config.accountsOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `points=${'9'.repeat(20_000)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('もう一度お試しください');
  });
});
