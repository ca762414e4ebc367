/**
 * Editors' dynamic landing pages (decision 0063): every role looks, editorial:write changes; the form's refusals
 * are Japanese (409 for a taken slug); each write is audited; the titles are one ordered list; and the viewer's
 * /lp/ answer reflects a change at once.
 */
import { COLLECTION_MESSAGES, DYNAMIC_LANDING_MESSAGES } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW, testNow } from '../../test/catalogue-fixtures.ts';
import { insertListScope, insertScopedTitle, uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

describe('/admin/v1/dynamic_landings', { timeout: 60_000 }, () => {
  let api: TestApi;
  const cookies = { editor: '', support: '' };
  const titleIds: number[] = [];

  const form = (overrides: Record<string, unknown> = {}) => ({
    slug: `dynamic_${uniqueLabel('lp').toLowerCase()}`,
    heading: '春の新作まとめ',
    lead: '春に始まる作品を集めました。',
    layout: 'vertical_image',
    starts_at: daysFromNow(-1).toISOString(),
    ends_at: daysFromNow(7).toISOString(),
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = cookies.editor) =>
    adminCall(api, method, url, { cookie, body });
  async function created(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/admin/v1/dynamic_landings', form(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents as { id: number; slug: string; state: string };
  }
  const auditOf = (operation: string, targetId: number) =>
    api.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, operation), eq(auditLog.targetId, String(targetId))));
  /** What a guest's /lp/{slug} gets: the status and the titles' ids. */
  const viewerPage = async (slug: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/dynamic_landings?slug=${slug}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    const ids =
      response.statusCode === 200 ? response.json().contents.titles.map((title: { id: number }) => title.id) : [];
    return { status: response.statusCode, ids };
  };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const scope = await insertListScope(db);
    for (let n = 0; n < 2; n += 1) titleIds.push(await insertScopedTitle(db, scope));
    cookies.editor = await signInOperator(api, await insertOperator(db, 'editor'), testNow);
    cookies.support = await signInOperator(api, await insertOperator(db, 'support'), testNow);
  });
  afterAll(async () => {
    await api.close();
  });

  it('refuses a guest (401) and a role without editorial:write (403); every role may look', async () => {
    const landing = await created();
    for (const [method, url, body] of [
      ['POST', '/admin/v1/dynamic_landings', form()],
      ['PUT', `/admin/v1/dynamic_landings/${landing.id}`, form()],
      ['PUT', `/admin/v1/dynamic_landings/${landing.id}/titles`, { title_ids: [] }],
      ['DELETE', `/admin/v1/dynamic_landings/${landing.id}`, undefined],
    ] as const) {
      expect((await adminCall(api, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, cookies.support)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/admin/v1/dynamic_landings', undefined, cookies.support)).statusCode).toBe(200);
  });

  it('refuses a bad form in Japanese beside its field, a taken slug with 409, an unknown title with 400', async () => {
    const taken = await created();
    for (const [label, body, status, field, message] of [
      ['slug shape', form({ slug: 'LP 1' }), 400, 'body.slug', DYNAMIC_LANDING_MESSAGES.slugShape],
      ['layout', form({ layout: 'grid' }), 400, 'body.layout', 'レイアウトを一覧から選んでください。'],
      [
        'window',
        form({ ends_at: daysFromNow(-2).toISOString() }),
        400,
        'body.ends_at',
        COLLECTION_MESSAGES.windowOrder,
      ],
      ['slug taken', form({ slug: taken.slug }), 409, 'body.slug', COLLECTION_MESSAGES.slugTaken],
    ] as const) {
      const response = await call('POST', '/admin/v1/dynamic_landings', body);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().message, label).toBe(message);
      expect(response.json().details?.[0]?.field, label).toBe(field);
    }
    const unknown = await call('PUT', `/admin/v1/dynamic_landings/${taken.id}/titles`, { title_ids: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${COLLECTION_MESSAGES.titleNotFound}（ID: 999999）`);
  });

  it('creates, fills, edits and deletes a page, each audited, and the viewer’s page follows at once', async () => {
    const landing = await created();
    expect(await auditOf('dynamic_landing.create', landing.id)).toHaveLength(1);
    const [first, second] = titleIds as [number, number];
    const filled = await call('PUT', `/admin/v1/dynamic_landings/${landing.id}/titles`, { title_ids: [second, first] });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await viewerPage(landing.slug)).toEqual({ status: 200, ids: [second, first] });
    expect(await auditOf('dynamic_landing.replace_titles', landing.id)).toEqual([
      { before: { title_ids: [] }, after: { title_ids: [second, first] } },
    ]);

    const later = await call(
      'PUT',
      `/admin/v1/dynamic_landings/${landing.id}`,
      form({ slug: landing.slug, starts_at: daysFromNow(2).toISOString() }),
    );
    expect(later.json().contents).toMatchObject({ state: 'scheduled', title_count: 2 });
    expect((await viewerPage(landing.slug)).status).toBe(404);
    const preview = await call(
      'GET',
      `/admin/v1/dynamic_landings/${landing.id}?at=${encodeURIComponent(daysFromNow(3).toISOString())}`,
    );
    expect(preview.json().contents.state).toBe('running');
    expect(await auditOf('dynamic_landing.update', landing.id)).toHaveLength(1);

    expect((await call('DELETE', `/admin/v1/dynamic_landings/${landing.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/admin/v1/dynamic_landings/${landing.id}`)).statusCode).toBe(404);
    expect(await auditOf('dynamic_landing.delete', landing.id)).toEqual([
      { before: expect.objectContaining({ slug: landing.slug }), after: null },
    ]);
  });
});
