import { sharedCacheControl } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test/build-test-api.ts';
import { daysFromNow, insertTitle } from '../test/catalogue-fixtures.ts';
import { hideTitles } from '../test/discovery-fixtures.ts';
import { insertMember, signIn } from '../test/member-fixtures.ts';
import { CATALOGUE_SHARED_SECONDS } from './shared-cache.ts';

/** Catalogue answers on the real clock: shared with guests, never with or from a member (decision 0057). */
describe('catalogue answers and shared caches', () => {
  let api: TestApi;
  let titleId: number;
  let memberCookies: { festa_auth: string };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    titleId = await insertTitle(db, { slug: 'shared-cache-title', availableFrom: daysFromNow(-30) });
    const member = await insertMember(db);
    await hideTitles(db, member.id, [titleId]);
    memberCookies = { festa_auth: await signIn(db, member.id, new Date()) };
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers, cookies });

  it("lets shared caches keep a guest's title answer, tagged, varying by cookie, and answers 304 when unchanged", async () => {
    const first = await get(`/v1/titles/${titleId}`);

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(sharedCacheControl(CATALOGUE_SHARED_SECONDS));
    expect(first.headers['cache-control']).toMatch(/s-maxage=60, stale-while-revalidate=\d+/);
    expect(first.headers.vary).toContain('Cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(`/v1/titles/${titleId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`/v1/titles/${titleId}`, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it("keeps a member's answers private, untagged and never answered 304 from a guest's tag", async () => {
    const guest = await get('/v1/title/displayables?per_page=50');
    const member = await get(
      '/v1/title/displayables?per_page=50',
      { 'if-none-match': String(guest.headers.etag) },
      memberCookies,
    );

    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.etag).toBeUndefined();
    const ids = (answer: typeof guest) => answer.json().contents.items.map((card: { id: number }) => card.id);
    expect(ids(guest)).toContain(titleId);
    expect(ids(member)).not.toContain(titleId);

    const title = await get(`/v1/titles/${titleId}`, {}, memberCookies);
    expect(title.headers['cache-control']).toBe('private, no-store');
  });

  it('lets shared caches keep "no redirect for this path", which every page asks, and a guest\'s status briefly', async () => {
    const none = await get('/v1/redirects/lookup?path=/titles/no-such-redirect');
    expect(none.statusCode).toBe(404);
    expect(none.headers['cache-control']).toBe(sharedCacheControl(CATALOGUE_SHARED_SECONDS));

    expect((await get('/v1/users/statuses')).headers['cache-control']).toBe(sharedCacheControl(5));
    expect((await get('/v1/users/statuses', {}, memberCookies)).headers['cache-control']).toBe('private, no-store');
  });

  it('keeps answers for an age check or a moved clock private', async () => {
    const ageChecked = await get(`/v1/titles/${titleId}`, {}, { checked_age: '1' });
    const debugTime = await get(`/v1/titles/${titleId}`, { 'x-debug-time': new Date().toISOString() });

    expect(ageChecked.headers['cache-control']).toBe('private, no-store');
    expect(debugTime.headers['cache-control']).toBe('private, no-store');
    expect(debugTime.headers.etag).toBeUndefined();
  });
});
