/**
 * Editors' features (decision 0063): every role looks, editorial:write changes; the form's refusals are Japanese
 * 400s (409 for a taken slug) beside their fields; each write leaves its audit entry; the titles are saved as
 * one ordered list; the preview answers the state at a chosen time; and the viewer's list shows an edit at once.
 */
import { COLLECTION_MESSAGES, FEATURE_MESSAGES } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, testNow } from '../../test/catalogue-fixtures.ts';
import {
  getList,
  insertListScope,
  insertScopedTitle,
  type ListScopeFixture,
  uniqueLabel,
} from '../../test/discovery-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

interface FeatureAnswer {
  id: number;
  slug: string;
  name: string;
  state: string;
  title_count: number;
  titles: Array<{ id: number; name: string }>;
}

describe('/admin/v1/features', { timeout: 60_000 }, () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const cookies = { editor: '', support: '' };
  const titleIds: number[] = [];

  const form = (overrides: Record<string, unknown> = {}) => ({
    slug: uniqueLabel('feature').toLowerCase(),
    name: '秋の特集',
    description: '秋に観たい作品を集めました。',
    starts_at: daysFromNow(-1).toISOString(),
    ends_at: daysFromNow(7).toISOString(),
    position: 0,
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = cookies.editor) =>
    adminCall(api, method, url, { cookie, body });
  async function created(overrides: Record<string, unknown> = {}): Promise<FeatureAnswer> {
    const response = await call('POST', '/admin/v1/features', form(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents;
  }
  const auditOf = (operation: string, targetId: number) =>
    api.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, operation), eq(auditLog.targetId, String(targetId))));
  /** The viewer's running features among this test's titles: [slug, title ids]. */
  const viewerFeatures = async () =>
    (await getList(api, '/v1/title/features', { tag_id: scope.tagId }))
      .json()
      .contents.items.map((feature: { slug: string; titles: Array<{ id: number }> }) => [
        feature.slug,
        feature.titles.map((title) => title.id),
      ]);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    for (let n = 0; n < 3; n += 1) titleIds.push(await insertScopedTitle(db, scope));
    cookies.editor = await signInOperator(api, await insertOperator(db, 'editor'), testNow);
    cookies.support = await signInOperator(api, await insertOperator(db, 'support'), testNow);
  });
  afterAll(async () => {
    await api.close();
  });

  it('refuses a guest (401) and a role without editorial:write (403); every role may look', async () => {
    const feature = await created();
    for (const [method, url, body] of [
      ['POST', '/admin/v1/features', form()],
      ['PUT', `/admin/v1/features/${feature.id}`, form()],
      ['PUT', `/admin/v1/features/${feature.id}/titles`, { title_ids: [] }],
      ['DELETE', `/admin/v1/features/${feature.id}`, undefined],
    ] as const) {
      expect((await adminCall(api, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await call(method, url, body, cookies.support);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('この操作を行う権限がありません。');
    }
    expect((await adminCall(api, 'GET', '/admin/v1/features')).statusCode).toBe(401);
    expect((await call('GET', '/admin/v1/features', undefined, cookies.support)).statusCode).toBe(200);
    expect((await call('GET', `/admin/v1/features/${feature.id}`, undefined, cookies.support)).statusCode).toBe(200);
  });

  it('refuses a bad form with a Japanese 400 naming the field, a taken slug with 409', async () => {
    const taken = await created();
    for (const [label, body, status, field, message] of [
      ['slug shape', form({ slug: 'Aki Feature' }), 400, 'body.slug', FEATURE_MESSAGES.slugShape],
      ['no name', form({ name: ' ' }), 400, 'body.name', '特集名を入力してください。'],
      [
        'window',
        form({ ends_at: daysFromNow(-2).toISOString() }),
        400,
        'body.ends_at',
        '終了日時は開始日時より後にしてください。',
      ],
      ['position', form({ position: -1 }), 400, 'body.position', '表示順は0以上で入力してください。'],
      ['slug taken', form({ slug: taken.slug }), 409, 'body.slug', COLLECTION_MESSAGES.slugTaken],
    ] as const) {
      const response = await call('POST', '/admin/v1/features', body);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().message, label).toBe(message);
      expect(response.json().details?.[0]?.field, label).toBe(field);
    }
    const other = await created();
    const renamed = await call('PUT', `/admin/v1/features/${other.id}`, form({ slug: taken.slug }));
    expect(renamed.statusCode).toBe(409);
    const unknown = await call('PUT', `/admin/v1/features/${taken.id}/titles`, { title_ids: [titleIds[0], 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${COLLECTION_MESSAGES.titleNotFound}（ID: 999999）`);
    const twice = await call('PUT', `/admin/v1/features/${taken.id}/titles`, { title_ids: [titleIds[0], titleIds[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('同じ作品が重複しています。');
    const missing = await call('PUT', '/admin/v1/features/999999', form());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FEATURE_MESSAGES.notFound);
  });

  it('creates, edits, fills, reorders and deletes a feature, each with its audit entry; viewers see it at once', async () => {
    const feature = await created({ name: '冬の特集' });
    expect(feature).toMatchObject({ state: 'running', title_count: 0, titles: [] });
    expect(await auditOf('feature.create', feature.id)).toEqual([
      { before: null, after: expect.objectContaining({ slug: feature.slug, name: '冬の特集' }) },
    ]);
    // Without titles a feature is never shown to viewers.
    expect(await viewerFeatures()).toEqual([]);

    const [first, second, third] = titleIds as [number, number, number];
    const filled = await call('PUT', `/admin/v1/features/${feature.id}/titles`, { title_ids: [second, first] });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().contents.titles.map((title: { id: number }) => title.id)).toEqual([second, first]);
    expect(await viewerFeatures()).toEqual([[feature.slug, [second, first]]]);

    const moved = await call('PUT', `/admin/v1/features/${feature.id}/titles`, { title_ids: [first, third] });
    expect(moved.statusCode).toBe(200);
    expect(await viewerFeatures()).toEqual([[feature.slug, [first, third]]]);
    expect(await auditOf('feature.replace_titles', feature.id)).toEqual([
      { before: { title_ids: [] }, after: { title_ids: [second, first] } },
      { before: { title_ids: [second, first] }, after: { title_ids: [first, third] } },
    ]);

    const later = form({ slug: feature.slug, starts_at: daysFromNow(3).toISOString() });
    const edited = await call('PUT', `/admin/v1/features/${feature.id}`, later);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().contents).toMatchObject({ state: 'scheduled', name: '秋の特集', title_count: 2 });
    expect(await viewerFeatures()).toEqual([]);
    expect(await auditOf('feature.update', feature.id)).toEqual([
      {
        before: expect.objectContaining({ name: '冬の特集' }),
        after: expect.objectContaining({ name: '秋の特集', starts_at: daysFromNow(3).toISOString() }),
      },
    ]);

    const removed = await call('DELETE', `/admin/v1/features/${feature.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/admin/v1/features/${feature.id}`)).statusCode).toBe(404);
    expect(await auditOf('feature.delete', feature.id)).toEqual([
      { before: expect.objectContaining({ name: '秋の特集', title_ids: [first, third] }), after: null },
    ]);
  });

  it('previews the state at a chosen time, and lists features paged and searched', async () => {
    const feature = await created({ name: '予約特集', starts_at: daysFromNow(2).toISOString() });
    const at = (when: Date) =>
      call('GET', `/admin/v1/features/${feature.id}?at=${encodeURIComponent(when.toISOString())}`);
    expect((await at(daysFromNow(1))).json().contents.state).toBe('scheduled');
    expect((await at(daysFromNow(3))).json().contents.state).toBe('running');
    expect((await at(daysFromNow(7))).json().contents.state).toBe('ended');
    const badTime = await call('GET', `/admin/v1/features/${feature.id}?at=tomorrow`);
    expect(badTime.statusCode).toBe(400);

    const found = await call('GET', `/admin/v1/features?q=${encodeURIComponent('予約')}`);
    expect(found.json().contents.items.map((item: FeatureAnswer) => item.id)).toEqual([feature.id]);
    const paged = await call('GET', '/admin/v1/features?per_page=1&page=2');
    expect(paged.json().contents.items).toHaveLength(1);
    expect(paged.json().contents.pagination.total).toBeGreaterThan(1);
  });
});
