import { API_ERRORS, sharedCacheControl } from '@hanabi/contract';
import { noticeSections, notices } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW } from '../../test/catalogue-fixtures.ts';

describe('notices', () => {
  let api: TestApi;
  const sections = { important: 0, maintenance: 0, empty: 0 };
  const ids = { apology: 0, maintenance: 0, older: 0, urgent: 0, scheduled: 0 };
  const URGENT_UNTIL = daysFromNow(3);

  function get(url: string, now: Date | string | null = TEST_NOW) {
    const headers = now === null ? {} : { 'x-debug-time': typeof now === 'string' ? now : now.toISOString() };
    return api.app.inject({ method: 'GET', url, headers });
  }
  const listedIds = async (url: string, now?: Date) =>
    (await get(url, now)).json().contents.items.map((notice: { id: number }) => notice.id);
  const urgentIdAt = async (now: Date) => (await get('/v1/notices/urgent_notice', now)).json().contents?.id ?? null;

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    // The test database holds the demo notices: start from none.
    await db.execute(sql`truncate notice_sections restart identity cascade`);
    const insertedSections = await db
      .insert(noticeSections)
      .values([
        { slug: 'maintenance', name: 'メンテナンス', position: 2 },
        { slug: 'important', name: '重要なお知らせ', position: 1 },
        { slug: 'empty', name: 'キャンペーン', position: 3 },
      ])
      .returning({ id: noticeSections.id, slug: noticeSections.slug });
    for (const { id, slug } of insertedSections) sections[slug as keyof typeof sections] = id;
    const notice = (values: Partial<typeof notices.$inferInsert> & { publishedAt: Date }) => ({
      sectionId: sections.important,
      title: 'テストのお知らせ',
      body: '一段落目です。\n\n二段落目です。',
      ...values,
    });
    const inserted = await db
      .insert(notices)
      .values([
        notice({ slug: 'apology_for_double_billing', title: '二重請求に関するお詫び', publishedAt: daysFromNow(-2) }),
        notice({ sectionId: sections.maintenance, title: 'メンテナンスのお知らせ', publishedAt: daysFromNow(-1) }),
        notice({ title: '以前のお知らせ', publishedAt: daysFromNow(-30) }),
        notice({ title: '緊急のお知らせ', publishedAt: daysFromNow(-0.5), urgentUntil: URGENT_UNTIL }),
        notice({ title: '予告のお知らせ', publishedAt: daysFromNow(1), urgentUntil: daysFromNow(2) }),
      ])
      .returning({ id: notices.id });
    const [apology, maintenance, older, urgent, scheduled] = inserted.map((row) => row.id);
    Object.assign(ids, { apology, maintenance, older, urgent, scheduled });
  });
  afterAll(() => api.close());

  describe('GET /v1/notice_sections', () => {
    it('lists every section in display order, cacheable for a minute', async () => {
      const response = await get('/v1/notice_sections', null);

      expect(response.statusCode).toBe(200);
      expect(response.json().contents.items).toEqual([
        { id: sections.important, slug: 'important', name: '重要なお知らせ' },
        { id: sections.maintenance, slug: 'maintenance', name: 'メンテナンス' },
        { id: sections.empty, slug: 'empty', name: 'キャンペーン' },
      ]);
      expect(response.headers['cache-control']).toBe(sharedCacheControl(60));
    });
  });

  describe('GET /v1/notices', () => {
    it('lists published notices newest first, with their section and dates in Japan time', async () => {
      const response = await get('/v1/notices');

      expect(response.statusCode).toBe(200);
      expect(await listedIds('/v1/notices')).toEqual([ids.urgent, ids.maintenance, ids.apology, ids.older]);
      const maintenance = response.json().contents.items[1];
      expect(maintenance).toEqual({
        id: ids.maintenance,
        slug: null,
        section: { id: sections.maintenance, slug: 'maintenance', name: 'メンテナンス' },
        title: 'メンテナンスのお知らせ',
        published_at: '2025-09-30T12:00:00+09:00',
        urgent_until: null,
      });
      expect(response.json().contents.pagination).toEqual({ page: 1, per_page: 20, total: 4, total_pages: 1 });
    });

    it('shows a notice from its publication as X-Debug-Time moves, and never stores such an answer', async () => {
      expect(await listedIds('/v1/notices', daysFromNow(1))).toEqual([
        ids.scheduled,
        ids.urgent,
        ids.maintenance,
        ids.apology,
        ids.older,
      ]);
      expect(await listedIds('/v1/notices', daysFromNow(-1.5))).toEqual([ids.apology, ids.older]);
      expect((await get('/v1/notices')).headers['cache-control']).toBe('private, no-store');
    });

    it('lists one section', async () => {
      expect(await listedIds(`/v1/notices?section_id=${sections.maintenance}`)).toEqual([ids.maintenance]);
      const empty = await get(`/v1/notices?section_id=${sections.empty}`);
      expect(empty.json().contents).toEqual({
        items: [],
        pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 },
      });
    });

    it('pages', async () => {
      const response = await get(`/v1/notices?section_id=${sections.important}&per_page=2&page=2`);

      expect(response.json().contents.items.map((notice: { id: number }) => notice.id)).toEqual([ids.older]);
      expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    });

    it('answers 404 in Japanese for a section that does not exist', async () => {
      const response = await get('/v1/notices?section_id=999999');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
    });

    it.each([
      ['section_id=abc', 'querystring.section_id'],
      ['section_id=0', 'querystring.section_id'],
      ['per_page=101', 'querystring.per_page'],
      ['page=0', 'querystring.page'],
    ])('answers 400 in Japanese for %s', async (query, field) => {
      const response = await get(`/v1/notices?${query}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 4000,
        message: API_ERRORS.badRequest.message,
        details: [{ field, reason: expect.any(String) }],
      });
    });
  });

  describe('GET /v1/notices/{id}', () => {
    it('answers a published notice with its body, by id or by slug', async () => {
      const byId = await get(`/v1/notices/${ids.apology}`);
      const bySlug = await get('/v1/notices/apology_for_double_billing');

      expect(byId.statusCode).toBe(200);
      expect(byId.json().contents).toMatchObject({
        id: ids.apology,
        slug: 'apology_for_double_billing',
        title: '二重請求に関するお詫び',
        body: '一段落目です。\n\n二段落目です。',
        published_at: '2025-09-29T12:00:00+09:00',
      });
      expect(bySlug.json()).toEqual(byId.json());
    });

    it('answers 404 in Japanese until the notice is published, and for an unknown id or slug', async () => {
      for (const url of [`/v1/notices/${ids.scheduled}`, '/v1/notices/999999', '/v1/notices/dpay_refund_handle']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
      }
      expect((await get(`/v1/notices/${ids.scheduled}`, daysFromNow(1))).statusCode).toBe(200);
    });

    it.each(['0', '007', 'Apology', '1e3', 'a%2Fb'])('answers 400 in Japanese for %j', async (id) => {
      const response = await get(`/v1/notices/${id}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, message: API_ERRORS.badRequest.message });
    });
  });

  describe('GET /v1/notices/urgent_notice', () => {
    it('answers the urgent notice without its body', async () => {
      const response = await get('/v1/notices/urgent_notice');

      expect(response.statusCode).toBe(200);
      expect(response.json().contents).toEqual({
        id: ids.urgent,
        slug: null,
        section: { id: sections.important, slug: 'important', name: '重要なお知らせ' },
        title: '緊急のお知らせ',
        published_at: '2025-10-01T00:00:00+09:00',
        urgent_until: '2025-10-04T12:00:00+09:00',
      });
    });

    it('is urgent from its publication until just before urgent_until, then answers null', async () => {
      expect(await urgentIdAt(daysFromNow(-0.51))).toBeNull();
      expect(await urgentIdAt(daysFromNow(-0.5))).toBe(ids.urgent);
      expect(await urgentIdAt(new Date(URGENT_UNTIL.getTime() - 1000))).toBe(ids.urgent);
      const atEnd = await get('/v1/notices/urgent_notice', URGENT_UNTIL);
      expect(atEnd.statusCode).toBe(200);
      expect(atEnd.json()).toEqual({ code: 2000, contents: null });
    });

    it('prefers the latest published when two are urgent', async () => {
      expect(await urgentIdAt(daysFromNow(1))).toBe(ids.scheduled);
      expect(await urgentIdAt(daysFromNow(2))).toBe(ids.urgent);
    });
  });
});
