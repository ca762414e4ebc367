import { signInAttempts } from '@hanabi/db';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

const FIVE_WRONG = [false, false, false, false, false];

/** Each password check leaves one row, in the order the checks happened. */
async function checkedPasswords(harness: AccountsHarness, column: 'email' | 'ipAddress', value: string) {
  const rows = await harness.db
    .select({ succeeded: signInAttempts.succeeded })
    .from(signInAttempts)
    .where(eq(signInAttempts[column], value))
    .orderBy(asc(signInAttempts.id));
  return rows.map((row) => row.succeeded);
}

const countOf = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe('sign-in limits under attempts sent at once', () => {
  let harness: AccountsHarness;
  beforeEach(async () => {
    harness = await startAccountsHarness();
  });
  afterEach(async () => harness.close());

  it.each([
    ['from one client address', (_index: number) => '192.0.2.50'],
    ['from as many client addresses', (index: number) => `198.51.100.${index + 1}`],
  ])(
    'checks no more than five passwords of an account sent at once %s, and then not the right one',
    async (_, clientOf) => {
      await harness.member('viewer@example.com', 'hanabi2024');
      const passwords = [...Array.from({ length: 30 }, (_, guess) => `wrong${guess}abc`), 'hanabi2024'];
      const attempts = passwords.map((password, index) => ({ password, browser: harness.browser(clientOf(index)) }));
      await Promise.all(attempts.map(({ browser }) => browser.get('/login')));
      const responses = await Promise.all(
        attempts.map(({ browser, password }) => browser.submit('/login', { email: 'viewer@example.com', password })),
      );
      const statuses = responses.map((response) => response.statusCode);

      // The attempts must have been checked one after another: the checks stop at the fifth wrong password in a
      // row, and the right one counts only if it was checked before that. Whichever order they ran in, the
      // history is one of these.
      const checked = await checkedPasswords(harness, 'email', 'viewer@example.com');
      const serialHistories = [
        FIVE_WRONG,
        ...[0, 1, 2, 3, 4].map((wrongBefore) => [...FIVE_WRONG.slice(0, wrongBefore), true, ...FIVE_WRONG]),
      ];
      expect(serialHistories).toContainEqual(checked);
      expect(countOf(statuses, 303)).toBe(checked.filter(Boolean).length);
      // Every wrong password checked answers 401, except the fifth in a row: it locks the account (423), as do
      // all the attempts refused without a check.
      expect(countOf(statuses, 401)).toBe(checked.filter((succeeded) => !succeeded).length - 1);
      expect(countOf(statuses, 423)).toBe(passwords.length - checked.length + 1);
    },
  );

  it('checks no more than 20 passwords from one client address, however many arrive together', async () => {
    const sprayer = harness.browser('192.0.2.60');
    await sprayer.get('/login');
    const attempts = Array.from({ length: 30 }, (_, guess) =>
      sprayer.submit('/login', { email: `guess${guess}@example.com`, password: 'hanabi2024' }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);

    expect(await checkedPasswords(harness, 'ipAddress', '192.0.2.60')).toHaveLength(20);
    expect(countOf(statuses, 401)).toBe(20);
    expect(countOf(statuses, 429)).toBe(10);
  });
});
