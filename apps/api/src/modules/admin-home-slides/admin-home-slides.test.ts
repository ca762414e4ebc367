/**
 * Editors' home slides (decision 0053): every role looks, editorial:write changes; the form's refusals are
 * Japanese 400s beside their fields; each write leaves its audit entry; the order takes every slide not yet
 * ended (409 when stale); a picture upload becomes 16:9 variants and shows the slide to viewers.
 */
import { HOME_SLIDE_MESSAGES, homeSlideImageTooSmall } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertTitle, testNow } from '../../test/catalogue-fixtures.ts';
import { twoColourPng } from '../../test/image-fixtures.ts';
import { startTestMediaStorage, type TestMediaStorage } from '../../test/media-storage-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';
import { insertCampaign } from '../campaigns/campaign-fixtures.ts';

describe('/admin/v1/home_slides', { timeout: 60_000 }, () => {
  let storage: TestMediaStorage;
  let api: TestApi;
  const cookies = { editor: '', support: '' };
  let titleId: number;
  let campaignId: number;

  const form = (overrides: Record<string, unknown> = {}) => ({
    headline: '新作のお知らせ',
    line: '今夜から配信',
    title_id: titleId,
    starts_at: daysFromNow(1).toISOString(),
    ends_at: daysFromNow(8).toISOString(),
    audiences: ['guest', 'free'],
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = cookies.editor) =>
    adminCall(api, method, url, { cookie, body });
  async function created(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/admin/v1/home_slides', form(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents as { id: number; position: number; state: string };
  }
  const auditOf = (operation: string, targetId: number | null) =>
    api.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.operation, operation),
          targetId === null ? sql`${auditLog.targetId} is null` : eq(auditLog.targetId, String(targetId)),
        ),
      );

  beforeAll(async () => {
    storage = await startTestMediaStorage('local');
    api = await buildTestApi({ env: storage.env });
    const { db } = api.database;
    await db.execute(sql`truncate home_slides restart identity`);
    titleId = await insertTitle(db);
    campaignId = await insertCampaign(db, 'admin-slide-campaign');
    cookies.editor = await signInOperator(api, await insertOperator(db, 'editor'), testNow);
    cookies.support = await signInOperator(api, await insertOperator(db, 'support'), testNow);
  });
  afterAll(async () => {
    await api.close();
    await storage.close();
  });

  it('refuses a guest (401) and a role without editorial:write (403); every role may look', async () => {
    const slide = await created();
    for (const [method, url, body] of [
      ['POST', '/admin/v1/home_slides', form()],
      ['PUT', `/admin/v1/home_slides/${slide.id}`, form()],
      ['DELETE', `/admin/v1/home_slides/${slide.id}`, undefined],
      ['PUT', '/admin/v1/home_slides/order', { ids: [slide.id] }],
      ['POST', `/admin/v1/home_slides/${slide.id}/image`, twoColourPng(700, 400)],
    ] as const) {
      expect((await adminCall(api, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await call(method, url, body, cookies.support);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('この操作を行う権限がありません。');
    }
    expect((await adminCall(api, 'GET', '/admin/v1/home_slides')).statusCode).toBe(401);
    expect((await call('GET', `/admin/v1/home_slides/${slide.id}`, undefined, cookies.support)).statusCode).toBe(200);
  });

  it('refuses a bad form with a Japanese 400 naming the field', async () => {
    for (const [label, body, field, message] of [
      ['no headline', form({ headline: '  ' }), 'body.headline', '見出しを入力してください。'],
      ['long line', form({ line: 'あ'.repeat(81) }), 'body.line', 'ひとことは80文字以内で入力してください。'],
      [
        'two links',
        form({ campaign_slug: 'admin-slide-campaign' }),
        'body.title_id',
        'リンク先は作品かキャンペーンのどちらか1つを選んでください。',
      ],
      [
        'no link',
        form({ title_id: null }),
        'body.title_id',
        'リンク先は作品かキャンペーンのどちらか1つを選んでください。',
      ],
      [
        'window',
        form({ ends_at: daysFromNow(0).toISOString() }),
        'body.ends_at',
        '終了日時は開始日時より後にしてください。',
      ],
      ['no audience', form({ audiences: [] }), 'body.audiences', '表示する相手を1つ以上選んでください。'],
      ['bad audience', form({ audiences: ['vip'] }), 'body.audiences.0', '表示する相手の指定が正しくありません。'],
      ['unknown title', form({ title_id: 999_999 }), 'body.title_id', HOME_SLIDE_MESSAGES.titleNotFound],
      [
        'unknown campaign',
        form({ title_id: null, campaign_slug: 'no-such-campaign' }),
        'body.campaign_slug',
        HOME_SLIDE_MESSAGES.campaignNotFound,
      ],
    ] as const) {
      const response = await call('POST', '/admin/v1/home_slides', body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe(message);
      expect(response.json().details?.[0]?.field, label).toBe(field);
    }
    const missing = await call('PUT', '/admin/v1/home_slides/999999', form());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(HOME_SLIDE_MESSAGES.notFound);
  });

  it('creates, edits and deletes a slide, each with its audit entry', async () => {
    const slide = await created({ title_id: null, campaign_slug: '/campaigns/admin-slide-campaign' });
    expect(slide).toMatchObject({ state: 'scheduled', campaign: { id: campaignId, slug: 'admin-slide-campaign' } });
    expect(await auditOf('home_slide.create', slide.id)).toEqual([
      { before: null, after: expect.objectContaining({ campaign_id: campaignId, headline: '新作のお知らせ' }) },
    ]);

    const edited = await call('PUT', `/admin/v1/home_slides/${slide.id}`, form({ headline: '見出しを変更' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().contents).toMatchObject({ headline: '見出しを変更', title: { id: titleId }, campaign: null });
    expect(await auditOf('home_slide.update', slide.id)).toEqual([
      {
        before: expect.objectContaining({ headline: '新作のお知らせ', campaign_id: campaignId }),
        after: expect.objectContaining({ headline: '見出しを変更', title_id: titleId, campaign_id: null }),
      },
    ]);

    expect((await call('DELETE', `/admin/v1/home_slides/${slide.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/admin/v1/home_slides/${slide.id}`)).statusCode).toBe(404);
    expect(await auditOf('home_slide.delete', slide.id)).toEqual([
      { before: expect.objectContaining({ headline: '見出しを変更' }), after: null },
    ]);
  });

  it('reorders the slides not yet ended by an explicit list, refusing a stale one with 409', async () => {
    await api.database.db.execute(sql`truncate home_slides restart identity`);
    const [a, b, c] = [await created(), await created(), await created()];
    const ended = await created({ starts_at: daysFromNow(-5).toISOString(), ends_at: daysFromNow(-1).toISOString() });
    const order = async () =>
      (await call('GET', '/admin/v1/home_slides')).json().contents.items.map((slide: { id: number }) => slide.id);
    expect(await order()).toEqual([a.id, b.id, c.id]);

    const stale = await call('PUT', '/admin/v1/home_slides/order', { ids: [c.id, a.id] });
    expect(stale.statusCode).toBe(409);
    const reordered = await call('PUT', '/admin/v1/home_slides/order', { ids: [c.id, a.id, b.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await order()).toEqual([c.id, a.id, b.id]);
    expect(await auditOf('home_slide.reorder', null)).toContainEqual({
      before: { ids: [a.id, b.id, c.id] },
      after: { ids: [c.id, a.id, b.id] },
    });

    const endedList = await call('GET', '/admin/v1/home_slides?ended=true');
    expect(
      endedList.json().contents.items.map((slide: { id: number; state: string }) => [slide.id, slide.state]),
    ).toEqual([[ended.id, 'ended']]);
  });

  it('turns an uploaded picture into 16:9 variants, audits it, and shows the slide to viewers from then on', async () => {
    await api.database.db.execute(sql`truncate home_slides restart identity`);
    const slide = await created({ starts_at: daysFromNow(-1).toISOString(), audiences: ['guest'] });
    const viewerHeadlines = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: '/v1/home_slides',
          headers: { 'x-debug-time': testNow.toISOString() },
        })
      )
        .json()
        .contents.items.map((item: { headline: string }) => item.headline);
    expect(await viewerHeadlines()).toEqual([]);

    const tooSmall = await call('POST', `/admin/v1/home_slides/${slide.id}/image`, twoColourPng(600, 300));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe(homeSlideImageTooSmall());

    const upload = await call('POST', `/admin/v1/home_slides/${slide.id}/image`, twoColourPng(1300, 800));
    expect(upload.statusCode, upload.body).toBe(200);
    const { image } = upload.json().contents;
    expect(image).toMatchObject({ width: 1280, height: 720 });
    expect(image.url).toMatch(/\/media\/images\/home_slide\/[0-9a-f]{32}\/1280\.jpg$/);
    expect(image.variants).toHaveLength(9);
    expect(await auditOf('home_slide.replace_image', slide.id)).toEqual([
      { before: { image: null }, after: { image: expect.objectContaining({ width: 1280 }) } },
    ]);
    expect(await viewerHeadlines()).toEqual(['新作のお知らせ']);
  });
});
