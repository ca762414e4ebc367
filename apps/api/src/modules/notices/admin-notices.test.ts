/**
 * Notices and notice sections under /admin/v1 (decisions 0050 and 0062): every role looks, 編成 and 管理者
 * write; a notice scheduled for a future time reaches viewers — and the urgent banner — only from that time,
 * a draft not until it is published; the preview shows the notice and the banner at a chosen time, a draft as
 * once published; refusals are Japanese; every write is audited.
 */
import { auditLog } from '@hanabi/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

const HOUR = 3_600_000;
/** An instant `hours` from the real clock, which the console schedules by, as the API answers it. */
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A slug no other test took: the database is the test file's own, the demo seed's slugs are words. */
const freshSlug = (name: string) => uniqueLabel(name).toLowerCase();

describe('notices under /admin/v1', () => {
  let api: TestApi;
  let editor: string;
  let support: string;
  let sectionId: number;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
    const section = await adminCall(api, 'POST', '/admin/v1/notice-sections', {
      cookie: editor,
      body: { name: '重要なお知らせ', slug: freshSlug('important'), position: 1 },
    });
    expect(section.statusCode, section.body).toBe(200);
    sectionId = section.json().contents.id;
  });
  afterAll(() => api.close());

  const noticeBody = (overrides: Record<string, unknown> = {}) => ({
    section_id: sectionId,
    title: 'メンテナンスのお知らせ',
    body: '12月1日 2:00〜4:00 はご利用いただけません。\n\nご不便をおかけします。',
    published_at: inHours(-1),
    ...overrides,
  });

  async function createdNotice(overrides: Record<string, unknown> = {}) {
    const response = await adminCall(api, 'POST', '/admin/v1/notices', { cookie: editor, body: noticeBody(overrides) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents;
  }

  function viewerGet(url: string, at: string) {
    return api.app.inject({ method: 'GET', url, headers: { 'x-debug-time': at } });
  }

  async function lastAuditOf(targetType: string, id: number) {
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  it('answers 401 to a guest and 403 to サポート on every write, and lets サポート look', async () => {
    const notice = await createdNotice();
    const writes = [
      ['POST', '/admin/v1/notices', noticeBody()],
      ['PUT', `/admin/v1/notices/${notice.id}`, noticeBody()],
      ['DELETE', `/admin/v1/notices/${notice.id}`, undefined],
      ['POST', '/admin/v1/notice-sections', { name: '区分', slug: freshSlug('x') }],
      ['PUT', `/admin/v1/notice-sections/${sectionId}`, { name: '区分', slug: freshSlug('x') }],
    ] as const;

    for (const [method, url, body] of writes) {
      const guest = await adminCall(api, method, url, { body });
      const bySupport = await adminCall(api, method, url, { cookie: support, body });
      expect([guest.statusCode, bySupport.statusCode], `${method} ${url}`).toEqual([401, 403]);
    }
    const look = await adminCall(api, 'GET', `/admin/v1/notices/${notice.id}`, { cookie: support });
    expect(look.statusCode).toBe(200);
    expect((await adminCall(api, 'GET', '/admin/v1/notices')).statusCode).toBe(401);
  });

  it('schedules an urgent notice: viewers and the banner get it from its time, not before; audited', async () => {
    const publishedAt = inHours(2);
    const notice = await createdNotice({
      title: '緊急メンテナンスのお知らせ',
      published_at: publishedAt,
      urgent_until: inHours(26),
    });

    expect(notice.state).toBe('scheduled');
    const before = inHours(1.9);
    const after = inHours(2.1);
    expect((await viewerGet(`/v1/notices/${notice.id}`, before)).statusCode).toBe(404);
    expect((await viewerGet('/v1/notices/urgent_notice', before)).json().contents?.id).not.toBe(notice.id);
    expect((await viewerGet(`/v1/notices/${notice.id}`, after)).statusCode).toBe(200);
    expect((await viewerGet('/v1/notices/urgent_notice', after)).json().contents).toMatchObject({
      id: notice.id,
      title: '緊急メンテナンスのお知らせ',
    });
    expect(await lastAuditOf('notice', notice.id)).toMatchObject({
      operation: 'notice.create',
      before: null,
      after: { section_id: sectionId, title: '緊急メンテナンスのお知らせ', slug: null },
    });
  });

  it('previews a notice at a chosen time: its state, its text, and the banner of that time', async () => {
    const notice = await createdNotice({
      title: '年末年始のお知らせ',
      published_at: inHours(5),
      urgent_until: inHours(6),
    });
    const preview = (at: string) =>
      adminCall(api, 'GET', `/admin/v1/notices/${notice.id}/preview?at=${encodeURIComponent(at)}`, { cookie: support });

    const early = (await preview(inHours(4))).json().contents;
    const during = (await preview(inHours(5.5))).json().contents;
    const later = (await preview(inHours(7))).json().contents;

    expect([early.state, during.state, later.state]).toEqual(['scheduled', 'urgent', 'published']);
    expect(during.notice).toMatchObject({ title: '年末年始のお知らせ', body: noticeBody().body });
    expect(during.banner).toMatchObject({ id: notice.id });
    expect(early.banner?.id).not.toBe(notice.id);
    const refused = await preview('明日');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。');
  });

  it('keeps a draft from viewers whatever its times, until a save publishes it; both audited', async () => {
    const draft = await createdNotice({
      title: '下書きの緊急メンテナンス',
      published_at: inHours(-1),
      urgent_until: inHours(24),
      draft: true,
    });
    const now = inHours(0);
    const listed = async () =>
      (await viewerGet('/v1/notices?per_page=100', now)).json().contents.items.map(({ id }: { id: number }) => id);

    expect(draft).toMatchObject({ draft: true, state: 'draft' });
    expect((await viewerGet(`/v1/notices/${draft.id}`, now)).statusCode).toBe(404);
    expect(await listed()).not.toContain(draft.id);
    expect((await viewerGet('/v1/notices/urgent_notice', now)).json().contents?.id).not.toBe(draft.id);

    const published = await adminCall(api, 'PUT', `/admin/v1/notices/${draft.id}`, {
      cookie: editor,
      body: noticeBody({ title: '下書きの緊急メンテナンス', urgent_until: inHours(24), draft: false }),
    });

    expect(published.json().contents).toMatchObject({ draft: false });
    expect((await viewerGet(`/v1/notices/${draft.id}`, now)).statusCode).toBe(200);
    expect(await listed()).toContain(draft.id);
    expect((await viewerGet('/v1/notices/urgent_notice', now)).json().contents).toMatchObject({ id: draft.id });
    expect(await lastAuditOf('notice', draft.id)).toMatchObject({
      operation: 'notice.update',
      before: { draft: true },
      after: { draft: false },
    });
  });

  it('previews a draft as it will be once published: its state by its times, the banner it would take', async () => {
    const draft = await createdNotice({
      title: '下書きの年末のお知らせ',
      published_at: inHours(30),
      urgent_until: inHours(31),
      draft: true,
    });

    const preview = await adminCall(
      api,
      'GET',
      `/admin/v1/notices/${draft.id}/preview?at=${encodeURIComponent(inHours(30.5))}`,
      { cookie: support },
    );

    expect(preview.json().contents).toMatchObject({
      state: 'urgent',
      notice: { id: draft.id, draft: true },
      banner: { id: draft.id },
    });
    expect((await viewerGet('/v1/notices/urgent_notice', inHours(30.5))).json().contents?.id).not.toBe(draft.id);
  });

  it.each([
    ['an empty title', { title: ' ' }, 'タイトルを入力してください。'],
    ['an empty body', { body: '' }, '本文を入力してください。'],
    [
      'an urgent end before the publication',
      { urgent_until: inHours(-2) },
      '緊急表示の終了日時は、公開日時より後にしてください。',
    ],
    [
      'a publication time that is no instant',
      { published_at: '2026/01/01' },
      '日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。',
    ],
    [
      'a slug of capitals',
      { slug: 'Maintenance' },
      'スラッグは英小文字で始まる64文字以内の英小文字・数字・「_」「-」で入力してください。',
    ],
    ['the reserved slug', { slug: 'urgent_notice' }, 'このスラッグはお知らせのアドレスとして使えません。'],
    ['an unknown section', { section_id: 2_000_000_000 }, '選んだ区分が見つかりません。一覧を読み込み直してください。'],
  ])('refuses %s with 400 in Japanese', async (_case, overrides, message) => {
    const response = await adminCall(api, 'POST', '/admin/v1/notices', { cookie: editor, body: noticeBody(overrides) });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a taken slug with 409, for notices and sections', async () => {
    const slug = freshSlug('apology');
    await createdNotice({ slug });

    const notice = await adminCall(api, 'POST', '/admin/v1/notices', { cookie: editor, body: noticeBody({ slug }) });
    const section = await adminCall(api, 'POST', '/admin/v1/notice-sections', {
      cookie: editor,
      body: {
        name: '別の区分',
        slug: (await adminCall(api, 'GET', '/admin/v1/notice-sections', { cookie: editor })).json().contents.items[0]
          .slug,
      },
    });

    expect([notice.statusCode, section.statusCode]).toEqual([409, 409]);
    expect(notice.json().message).toBe('このスラッグはすでに使われています。');
  });

  it('changes a notice, audited with before and after; the list finds it by title and shows its state', async () => {
    const notice = await createdNotice({ title: '旧タイトルのお知らせ' });

    const response = await adminCall(api, 'PUT', `/admin/v1/notices/${notice.id}`, {
      cookie: editor,
      body: noticeBody({ title: '新タイトルのお知らせ', published_at: inHours(48) }),
    });
    const list = await adminCall(api, 'GET', '/admin/v1/notices?q=新タイトル', { cookie: support });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents).toMatchObject({ title: '新タイトルのお知らせ', state: 'scheduled' });
    expect(list.json().contents.items).toEqual([expect.objectContaining({ id: notice.id, state: 'scheduled' })]);
    expect(await lastAuditOf('notice', notice.id)).toMatchObject({
      operation: 'notice.update',
      before: { title: '旧タイトルのお知らせ' },
      after: { title: '新タイトルのお知らせ' },
    });
  });

  it('deletes a notice, which viewers then no longer find; audited; 404 when it is gone', async () => {
    const notice = await createdNotice();

    const response = await adminCall(api, 'DELETE', `/admin/v1/notices/${notice.id}`, { cookie: editor });
    const again = await adminCall(api, 'DELETE', `/admin/v1/notices/${notice.id}`, { cookie: editor });

    expect([response.statusCode, again.statusCode]).toEqual([200, 404]);
    expect(again.json().message).toBe('このお知らせは見つかりません。一覧を読み込み直してください。');
    expect((await viewerGet(`/v1/notices/${notice.id}`, inHours(0))).statusCode).toBe(404);
    expect(await lastAuditOf('notice', notice.id)).toMatchObject({ operation: 'notice.delete', after: null });
  });

  it('creates and changes sections, audited, listed with their notice counts', async () => {
    const slug = freshSlug('campaign');
    const created = await adminCall(api, 'POST', '/admin/v1/notice-sections', {
      cookie: editor,
      body: { name: 'キャンペーン', slug, position: 3 },
    });
    const id = created.json().contents.id;
    const renamed = await adminCall(api, 'PUT', `/admin/v1/notice-sections/${id}`, {
      cookie: editor,
      body: { name: 'キャンペーン情報', slug, position: 2 },
    });
    const empty = await adminCall(api, 'POST', '/admin/v1/notice-sections', {
      cookie: editor,
      body: { name: '', slug: freshSlug('e') },
    });

    expect(renamed.json().contents).toEqual({ id, name: 'キャンペーン情報', slug, position: 2, notice_count: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('区分名を入力してください。');
    expect(await lastAuditOf('notice_section', id)).toMatchObject({
      operation: 'notice_section.update',
      before: { name: 'キャンペーン', position: 3 },
      after: { name: 'キャンペーン情報', position: 2 },
    });
  });
});
