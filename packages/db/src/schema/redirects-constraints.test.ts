import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { violatedConstraint } from '../testing/constraint.ts';
import { createTestDatabase } from '../testing.ts';
import { redirects } from './redirects.ts';

/** Operators write this table by hand: the database itself refuses a row that could mislead a viewer. */
describe('redirects check constraints', () => {
  let database: Database;
  let next = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  function insert(values: Partial<typeof redirects.$inferInsert>): Promise<unknown> {
    next += 1;
    return database.db
      .insert(redirects)
      .values({ fromPath: `/constraint-test-${next}`, toLocation: '/notices', ...values })
      .then(
        () => 'inserted',
        (error: unknown) => violatedConstraint(error),
      );
  }

  it.each([
    '/notices',
    '/',
    '/campaigns/feature-2025fall?refp=mail#top',
    'https://comic.hanabi.example',
    'HTTPS://comic.hanabi.example/works?id=1',
  ])('accepts the location %j', async (toLocation) => {
    expect(await insert({ toLocation })).toBe('inserted');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    '/\\evil.example',
    'https:/evil.example',
    'https://',
    'ftp://files.example/',
    'notices',
    '/notices\nSet-Cookie: x=1',
    '/no tices',
    ` /notices`,
    `/notices${'x'.repeat(2048)}`,
  ])('refuses the location %j', async (toLocation) => {
    expect(await insert({ toLocation })).toBe('redirects_to_location_check');
  });

  it.each(['notices', '//evil.example', '/old/', '/old?x=1', '/old#top', '/old path', `/${'x'.repeat(1024)}`])(
    'refuses the path %j',
    async (fromPath) => {
      expect(await insert({ fromPath })).toBe('redirects_from_path_check');
    },
  );

  it('takes 301 and 302 only, and no redirect to itself', async () => {
    expect(await insert({ status: 301 })).toBe('inserted');
    expect(await insert({ status: 307 })).toBe('redirects_status_check');
    expect(await insert({ fromPath: '/loop', toLocation: '/loop' })).toBe('redirects_not_to_itself_check');
  });

  it('keeps one redirect per path', async () => {
    expect(await insert({ fromPath: '/twice' })).toBe('inserted');
    expect(await insert({ fromPath: '/twice' })).toBe('redirects_from_path_unique');
  });
});
