/**
 * Editor picks (decision 0064): every role looks, editorial:write changes; the form's refusals are Japanese;
 * each write is audited; and a guest's 「おすすめ」 opens with the picks in force, in the editors' order, from
 * their start and not before, without repeating them in a genre or showing a title the viewer may not see.
 */
import { COLLECTION_MESSAGES, EDITOR_PICK_MESSAGES } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, testNow } from '../../test/catalogue-fixtures.ts';
import { hideTitles, insertListScope, insertScopedTitle } from '../../test/discovery-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

interface Answer {
  picks: Array<{ id: number }>;
  genres: Array<{ titles: Array<{ id: number }> }>;
}

describe('/admin/v1/editor_picks', { timeout: 60_000 }, () => {
  let api: TestApi;
  const cookies = { editor: '', support: '' };
  let tagId = 0;
  /** In one genre, available now. */
  const titleIds: number[] = [];
  let unreleased = 0;

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: '年末年始のおすすめ',
    starts_at: daysFromNow(2).toISOString(),
    ends_at: daysFromNow(9).toISOString(),
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = cookies.editor) =>
    adminCall(api, method, url, { cookie, body });
  async function created(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/admin/v1/editor_picks', form(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents as { id: number; state: string };
  }
  const auditOf = (operation: string, targetId: number) =>
    api.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, operation), eq(auditLog.targetId, String(targetId))));
  /** What a viewer's 「おすすめ」 gets at `at`: the picks, then the titles of the genres. */
  async function recommended(at: Date, cookie?: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/recommended_titles?tag_id=${tagId}`,
      headers: { 'x-debug-time': at.toISOString() },
      ...(cookie ? { cookies: { festa_auth: cookie } } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { picks, genres } = response.json().contents as Answer;
    return { picks: picks.map((title) => title.id), others: genres.flatMap((genre) => genre.titles.map((t) => t.id)) };
  }

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const scope = await insertListScope(db);
    tagId = scope.tagId;
    for (let n = 0; n < 3; n += 1) titleIds.push(await insertScopedTitle(db, scope, {}, { inGenre: true }));
    unreleased = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(30) }, { inGenre: true });
    cookies.editor = await signInOperator(api, await insertOperator(db, 'editor'), testNow);
    cookies.support = await signInOperator(api, await insertOperator(db, 'support'), testNow);
  });
  afterAll(async () => {
    await api.close();
  });

  it('refuses a guest (401) and a role without editorial:write (403); every role may look', async () => {
    const pick = await created();
    for (const [method, url, body] of [
      ['POST', '/admin/v1/editor_picks', form()],
      ['PUT', `/admin/v1/editor_picks/${pick.id}`, form()],
      ['PUT', `/admin/v1/editor_picks/${pick.id}/titles`, { title_ids: [] }],
      ['DELETE', `/admin/v1/editor_picks/${pick.id}`, undefined],
    ] as const) {
      expect((await adminCall(api, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, cookies.support)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of [
      '/admin/v1/editor_picks',
      '/admin/v1/editor_picks/current',
      `/admin/v1/editor_picks/${pick.id}`,
    ]) {
      expect((await call('GET', url, undefined, cookies.support)).statusCode, url).toBe(200);
    }
    await call('DELETE', `/admin/v1/editor_picks/${pick.id}`);
  });

  it('refuses a bad form in Japanese beside its field, and an unknown or repeated title with 400', async () => {
    for (const [label, body, field, message] of [
      ['name', form({ name: ' ' }), 'body.name', '名前を入力してください。'],
      ['window', form({ ends_at: daysFromNow(1).toISOString() }), 'body.ends_at', COLLECTION_MESSAGES.windowOrder],
    ] as const) {
      const response = await call('POST', '/admin/v1/editor_picks', body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe(message);
      expect(response.json().details?.[0]?.field, label).toBe(field);
    }
    const pick = await created();
    const unknown = await call('PUT', `/admin/v1/editor_picks/${pick.id}/titles`, { title_ids: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${COLLECTION_MESSAGES.titleNotFound}（ID: 999999）`);
    const twice = await call('PUT', `/admin/v1/editor_picks/${pick.id}/titles`, { title_ids: [1, 1] });
    expect(twice.json().message).toBe('同じ作品が重複しています。');
    const missing = await call('GET', '/admin/v1/editor_picks/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EDITOR_PICK_MESSAGES.notFound);
    await call('DELETE', `/admin/v1/editor_picks/${pick.id}`);
  });

  it('leads a guest’s おすすめ with the picks in their order from their start, each write audited', async () => {
    const [first, second, third] = titleIds as [number, number, number];
    const pick = await created();
    expect(await auditOf('editor_pick.create', pick.id)).toHaveLength(1);
    const filled = await call('PUT', `/admin/v1/editor_picks/${pick.id}/titles`, {
      title_ids: [third, unreleased, first],
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await auditOf('editor_pick.replace_titles', pick.id)).toEqual([
      { before: { title_ids: [] }, after: { title_ids: [third, unreleased, first] } },
    ]);

    // Before the window: no picks, the genre as computed.
    expect((await recommended(daysFromNow(1))).picks).toEqual([]);
    // Inside it: the picks lead in the editors' order, the unreleased title left out, neither repeated below.
    const during = await recommended(daysFromNow(3));
    expect(during.picks).toEqual([third, first]);
    expect(during.others).toEqual([second]);
    // The preview answers the same list at that instant, and none after its end.
    const preview = await call(
      'GET',
      `/admin/v1/editor_picks/current?at=${encodeURIComponent(daysFromNow(3).toISOString())}`,
    );
    expect(preview.json().contents.pick).toMatchObject({ id: pick.id, state: 'running' });
    const after = await call(
      'GET',
      `/admin/v1/editor_picks/current?at=${encodeURIComponent(daysFromNow(10).toISOString())}`,
    );
    expect(after.json().contents.pick).toBeNull();

    // A member who hid a pick does not get it.
    const { db } = api.database;
    const member = await insertMember(db);
    await hideTitles(db, member.id, [third]);
    expect((await recommended(daysFromNow(3), await signIn(db, member.id))).picks).toEqual([first]);

    // A later list over it wins while it runs.
    const over = await created({ starts_at: daysFromNow(4).toISOString(), ends_at: daysFromNow(5).toISOString() });
    await call('PUT', `/admin/v1/editor_picks/${over.id}/titles`, { title_ids: [second] });
    expect((await recommended(daysFromNow(4.5))).picks).toEqual([second]);
    expect((await recommended(daysFromNow(6))).picks).toEqual([third, first]);

    const moved = await call('PUT', `/admin/v1/editor_picks/${pick.id}`, form({ name: '冬のおすすめ' }));
    expect(moved.json().contents).toMatchObject({ name: '冬のおすすめ', title_count: 3 });
    expect(await auditOf('editor_pick.update', pick.id)).toHaveLength(1);

    const deleted = await call('DELETE', `/admin/v1/editor_picks/${pick.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await recommended(daysFromNow(3))).picks).toEqual([]);
    const [entry] = await auditOf('editor_pick.delete', pick.id);
    expect(entry?.before).toMatchObject({ name: '冬のおすすめ', title_ids: [third, unreleased, first] });
  });
});
