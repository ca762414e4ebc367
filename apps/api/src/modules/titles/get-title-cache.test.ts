/**
 * The title answer kept in the API's process for guests (CATALOGUE_ANSWER_CACHE_SECONDS, decision 0057): a
 * guest's second read is the kept answer, while a request the shared-cache rule keeps private (a session
 * cookie, a moved clock) always reads the database, and a title not found is asked again.
 */
import { titles } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';

describe('GET /v1/titles/:id kept for guests', () => {
  let api: TestApi;
  let uncached: TestApi;

  beforeAll(async () => {
    api = await buildTestApi({ env: { CATALOGUE_ANSWER_CACHE_SECONDS: '5' } });
    uncached = await buildTestApi({ database: api.database, env: { CATALOGUE_ANSWER_CACHE_SECONDS: '0' } });
  });
  afterAll(async () => {
    await uncached.close();
    await api.close();
  });

  const nameOf = async (
    from: TestApi,
    id: number,
    request: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => {
    const response = await from.app.inject({ method: 'GET', url: `/v1/titles/${id}`, ...request });
    return response.statusCode === 200 ? response.json().contents.name : response.statusCode;
  };
  const rename = (id: number, name: string) => api.database.db.update(titles).set({ name }).where(eq(titles.id, id));

  it("serves a guest the kept answer, but never a member's or a moved clock's request", async () => {
    const id = await insertTitle(api.database.db, { name: '最初の名前' });
    expect(await nameOf(api, id)).toBe('最初の名前');
    await rename(id, '新しい名前');

    expect(await nameOf(api, id)).toBe('最初の名前');
    expect(await nameOf(api, id, { cookies: { festa_auth: 'a-session' } })).toBe('新しい名前');
    expect(await nameOf(api, id, { headers: { 'x-debug-time': TEST_NOW } })).toBe('新しい名前');
    expect(await nameOf(uncached, id)).toBe('新しい名前');
  });

  it('does not keep a title that was not found', async () => {
    const id = await insertTitle(api.database.db, { availableFrom: daysFromNow(1) });
    expect(await nameOf(api, id)).toBe(404);
    await api.database.db
      .update(titles)
      .set({ availableFrom: daysFromNow(-1) })
      .where(eq(titles.id, id));
    expect(await nameOf(api, id)).toEqual(expect.any(String));
  });
});
