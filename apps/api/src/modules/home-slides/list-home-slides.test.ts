/**
 * The viewer's carousel (decision 0053): a slide shows inside its window, to the audiences it names — guests,
 * free members, and each plan's members — in the editors' order, only with a picture and only while what it
 * links to opens; a guest's answer is cacheable (never at a moved clock), a member's is private.
 */
import { HOME_SLIDE_AUDIENCES, sharedCacheControl } from '@hanabi/contract';
import { homeSlides } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertTitle, TEST_NOW, testNow } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertSubscription, signIn } from '../../test/member-fixtures.ts';
import { insertCampaign } from '../campaigns/campaign-fixtures.ts';

const ART = { path: 'art/titles/slide/key-art.svg', width: 1280, height: 720 };

describe('GET /v1/home_slides', () => {
  let api: TestApi;
  const tokens = { free: '', lite: '', premium: '' };
  const ids: Record<string, number> = {};

  function slidesAt(now: Date | string, token?: string) {
    return api.app.inject({
      method: 'GET',
      url: '/v1/home_slides',
      headers: { 'x-debug-time': typeof now === 'string' ? now : now.toISOString() },
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }
  const headlinesAt = async (now: Date, token?: string) => {
    const response = await slidesAt(now, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents.items.map((slide: { headline: string }) => slide.headline);
  };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    // The test database holds the demo slides: start from none.
    await db.execute(sql`truncate home_slides restart identity`);
    const titleId = await insertTitle(db);
    const draftId = await insertTitle(db, { publishedAt: null });
    const campaignId = await insertCampaign(db, 'slide-campaign', [], { endsAt: daysFromNow(10) });
    for (const member of ['free', 'lite', 'premium'] as const) {
      const { id } = await insertMember(db);
      if (member !== 'free') await insertSubscription(db, id, { planId: member === 'lite' ? 1 : 2 });
      tokens[member] = await signIn(db, id);
    }
    const slide = (values: Partial<typeof homeSlides.$inferInsert> & { headline: string; position: number }) => ({
      titleId,
      image: ART,
      startsAt: daysFromNow(-1),
      audiences: HOME_SLIDE_AUDIENCES.slice(),
      ...values,
    });
    const rows = await db
      .insert(homeSlides)
      .values([
        slide({ headline: '全員に', position: 2 }),
        slide({ headline: '先頭', position: 1, line: 'ひとこと' }),
        slide({ headline: '予定', position: 3, startsAt: daysFromNow(2) }),
        slide({ headline: '終了', position: 4, endsAt: daysFromNow(1) }),
        slide({ headline: 'ゲストだけ', position: 5, audiences: ['guest'] }),
        slide({ headline: '無料会員だけ', position: 6, audiences: ['free'] }),
        slide({ headline: 'プラン会員', position: 7, audiences: ['lite', 'premium'] }),
        slide({ headline: 'プレミアムだけ', position: 8, audiences: ['premium'] }),
        slide({ headline: '画像なし', position: 9, image: null }),
        slide({ headline: '下書きの作品', position: 10, titleId: draftId }),
        slide({ headline: 'キャンペーン', position: 11, titleId: null, campaignId }),
      ])
      .returning({ id: homeSlides.id, headline: homeSlides.headline });
    for (const row of rows) ids[row.headline] = row.id;
    ids.title = titleId;
  });
  afterAll(() => api.close());

  it('answers the slides running now in the editors’ order, with their picture, copy and link', async () => {
    const response = await slidesAt(testNow);
    expect(response.statusCode).toBe(200);
    const [first] = response.json().contents.items;
    expect(first).toEqual({
      id: ids.先頭,
      headline: '先頭',
      line: 'ひとこと',
      image: { url: 'http://api.hanabi.test/media/art/titles/slide/key-art.svg', width: 1280, height: 720 },
      path: `/titles/${ids.title}`,
      is_mature: false,
    });
    expect(response.json().contents.items.at(-1)).toMatchObject({
      headline: 'キャンペーン',
      path: '/campaigns/slide-campaign',
      is_mature: false,
    });
  });

  it('says which slides lead to a mature title, for discreet mode to blur (decision 0058)', async () => {
    const { db } = api.database;
    const matureId = await insertTitle(db, { displayGroup: 'mature_group' });
    const [row] = await db
      .insert(homeSlides)
      .values({
        titleId: matureId,
        image: ART,
        headline: '成人向け',
        position: 12,
        startsAt: daysFromNow(-1),
        audiences: HOME_SLIDE_AUDIENCES.slice(),
      })
      .returning({ id: homeSlides.id });
    try {
      const items = (await slidesAt(testNow)).json().contents.items as { headline: string; is_mature: boolean }[];
      expect(items.find((slide) => slide.headline === '成人向け')?.is_mature).toBe(true);
      expect(items.filter((slide) => slide.is_mature).map((slide) => slide.headline)).toEqual(['成人向け']);
    } finally {
      if (row) await db.delete(homeSlides).where(sql`${homeSlides.id} = ${row.id}`);
    }
  });

  it('shows each audience its own slides: guests, free members, lite and premium', async () => {
    const common = ['先頭', '全員に', '終了'];
    expect(await headlinesAt(testNow)).toEqual([...common, 'ゲストだけ', 'キャンペーン']);
    expect(await headlinesAt(testNow, tokens.free)).toEqual([...common, '無料会員だけ', 'キャンペーン']);
    expect(await headlinesAt(testNow, tokens.lite)).toEqual([...common, 'プラン会員', 'キャンペーン']);
    expect(await headlinesAt(testNow, tokens.premium)).toEqual([
      ...common,
      'プラン会員',
      'プレミアムだけ',
      'キャンペーン',
    ]);
  });

  it('opens and closes slides with their window, and drops a campaign slide once the campaign ends', async () => {
    expect(await headlinesAt(daysFromNow(-2))).toEqual([]);
    expect(await headlinesAt(daysFromNow(1.5))).toEqual(['先頭', '全員に', 'ゲストだけ', 'キャンペーン']);
    expect(await headlinesAt(daysFromNow(2))).toEqual(['先頭', '全員に', '予定', 'ゲストだけ', 'キャンペーン']);
    expect(await headlinesAt(daysFromNow(11))).toEqual(['先頭', '全員に', '予定', 'ゲストだけ']);
  });

  it('lets any cache keep a guest’s answer for a minute, never one at a moved clock, and never a member’s', async () => {
    const guest = await api.app.inject({ method: 'GET', url: '/v1/home_slides' });
    expect(guest.headers['cache-control']).toBe(sharedCacheControl(60));
    expect(guest.headers.vary).toContain('Cookie');
    expect((await slidesAt(TEST_NOW)).headers['cache-control']).toBe('private, no-store');
    const member = await api.app.inject({
      method: 'GET',
      url: '/v1/home_slides',
      cookies: { festa_auth: tokens.lite },
    });
    expect(member.headers['cache-control']).toBe('private, no-store');
  });
});
