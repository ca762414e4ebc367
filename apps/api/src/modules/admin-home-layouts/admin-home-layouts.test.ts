/**
 * The order of the home's sections (decision 0064): every role looks, editorial:write schedules and deletes,
 * each audited; bad orders and windows are Japanese 400s; the viewer's /v1/home_layout follows the layout in
 * force at the instant asked (and the built-in order before it or without any).
 */
import { HOME_LAYOUT_MESSAGES, HOME_SECTION_KEYS } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, testNow } from '../../test/catalogue-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

/** Ranking first, new episodes hidden: an order editors would notice. */
const moved = [
  { key: 'ranking_weekly', hidden: false },
  { key: 'new_episodes', hidden: true },
  { key: 'recommended', hidden: false },
  { key: 'features', hidden: false },
  { key: 'exclusives', hidden: false },
  { key: 'scheduled_deliveries', hidden: false },
];

describe('/admin/v1/home_layouts and /v1/home_layout', { timeout: 60_000 }, () => {
  let api: TestApi;
  const cookies = { editor: '', support: '' };
  const form = (overrides: Record<string, unknown> = {}) => ({
    sections: moved,
    starts_at: daysFromNow(1).toISOString(),
    ends_at: daysFromNow(8).toISOString(),
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, cookie = cookies.editor) =>
    adminCall(api, method, url, { cookie, body });
  const viewerOrderAt = async (at: Date) => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/home_layout',
      headers: { 'x-debug-time': at.toISOString() },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents.sections as string[];
  };
  const auditOf = (operation: string, targetId: number) =>
    api.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, operation), eq(auditLog.targetId, String(targetId))));

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    await db.execute(sql`truncate home_layouts restart identity`);
    cookies.editor = await signInOperator(api, await insertOperator(db, 'editor'), testNow);
    cookies.support = await signInOperator(api, await insertOperator(db, 'support'), testNow);
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers the built-in order while no layout is in force, cacheable like other catalogue reads', async () => {
    expect(await viewerOrderAt(testNow)).toEqual([...HOME_SECTION_KEYS]);
    const response = await api.app.inject({ method: 'GET', url: '/v1/home_layout' });
    expect(response.headers['cache-control']).toContain('public');
  });

  it('refuses a guest (401) and a role without editorial:write (403); every role may look', async () => {
    for (const [method, url, body] of [
      ['POST', '/admin/v1/home_layouts', form()],
      ['DELETE', '/admin/v1/home_layouts/1', undefined],
    ] as const) {
      expect((await adminCall(api, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await call(method, url, body, cookies.support);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('この操作を行う権限がありません。');
    }
    expect((await adminCall(api, 'GET', '/admin/v1/home_layouts')).statusCode).toBe(401);
    expect((await call('GET', '/admin/v1/home_layouts', undefined, cookies.support)).statusCode).toBe(200);
    expect((await call('GET', '/admin/v1/home_layouts/current', undefined, cookies.support)).statusCode).toBe(200);
  });

  it('refuses an unknown, missing or repeated section and a bad window with a Japanese 400', async () => {
    for (const [label, body, message] of [
      [
        'unknown section',
        form({ sections: [...moved.slice(1), { key: 'weather', hidden: false }] }),
        'ホームのセクションの指定が正しくありません。',
      ],
      ['missing section', form({ sections: moved.slice(1) }), HOME_LAYOUT_MESSAGES.sectionsIncomplete],
      ['repeated section', form({ sections: [...moved.slice(1), moved[1]] }), HOME_LAYOUT_MESSAGES.sectionsIncomplete],
      ['window', form({ ends_at: daysFromNow(0).toISOString() }), HOME_LAYOUT_MESSAGES.badWindow],
      [
        'no start',
        form({ starts_at: 'あした' }),
        '日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。',
      ],
    ] as const) {
      const response = await call('POST', '/admin/v1/home_layouts', body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe(message);
    }
    for (const method of ['GET', 'DELETE'] as const) {
      const missing = await call(method, '/admin/v1/home_layouts/999999');
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json().message, method).toBe(HOME_LAYOUT_MESSAGES.notFound);
    }
  });

  it('schedules an order that viewers get inside its window only, audited; deleting it restores the default', async () => {
    const created = await call('POST', '/admin/v1/home_layouts', form());
    expect(created.statusCode, created.body).toBe(200);
    const layout = created.json().contents as { id: number };
    expect(await auditOf('home_layout.create', layout.id)).toEqual([
      { before: null, after: expect.objectContaining({ sections: moved }) },
    ]);

    const shown = ['ranking_weekly', 'recommended', 'features', 'exclusives', 'scheduled_deliveries'];
    expect(await viewerOrderAt(testNow)).toEqual([...HOME_SECTION_KEYS]);
    expect(await viewerOrderAt(daysFromNow(2))).toEqual(shown);
    expect(await viewerOrderAt(daysFromNow(9))).toEqual([...HOME_SECTION_KEYS]);

    // A later layout inside the first one's window takes over from its start.
    const later = await call(
      'POST',
      '/admin/v1/home_layouts',
      form({ sections: [...moved].reverse(), starts_at: daysFromNow(3).toISOString(), ends_at: null }),
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(await viewerOrderAt(daysFromNow(2))).toEqual(shown);
    expect(await viewerOrderAt(daysFromNow(4))).toEqual([...shown].reverse());

    const preview = await adminCall(api, 'GET', '/admin/v1/home_layouts/current', {
      cookie: cookies.editor,
      headers: { 'x-debug-time': daysFromNow(2).toISOString() },
    });
    expect(preview.json().contents.sections).toEqual(moved);
    // The console previews a chosen time with `at`, which production honours too (debug time it does not).
    const at = (instant: Date) => `/admin/v1/home_layouts/current?at=${encodeURIComponent(instant.toISOString())}`;
    expect((await call('GET', at(daysFromNow(2)))).json().contents.sections).toEqual(moved);
    expect((await call('GET', at(daysFromNow(4)))).json().contents.sections).toEqual([...moved].reverse());
    const badTime = await call('GET', '/admin/v1/home_layouts/current?at=あした');
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe('日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。');

    // One layout, which the console starts a new one from.
    const one = await call('GET', `/admin/v1/home_layouts/${layout.id}`, undefined, cookies.support);
    expect(one.json().contents).toMatchObject({ id: layout.id, sections: moved });

    const listed = await call('GET', '/admin/v1/home_layouts');
    expect(listed.json().contents.items.map((item: { id: number }) => item.id)).toEqual([
      later.json().contents.id,
      layout.id,
    ]);

    const deleted = await call('DELETE', `/admin/v1/home_layouts/${layout.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await auditOf('home_layout.delete', layout.id)).toEqual([
      { before: expect.objectContaining({ sections: moved }), after: null },
    ]);
    expect(await viewerOrderAt(daysFromNow(2))).toEqual([...HOME_SECTION_KEYS]);
  });
});
