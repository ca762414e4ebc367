import { API_ERRORS } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import { getList } from '../../test/discovery-fixtures.ts';
import { insertCampaign } from './campaign-fixtures.ts';

const PATH = '/v1/campaigns';

describe('GET /v1/campaigns', () => {
  let api: TestApi;

  const slugsOf = async (query: Record<string, string | number> = {}, now?: Date) =>
    (await getList(api, PATH, query, now ? { now } : {}))
      .json()
      .contents.items.map((item: { slug: string }) => item.slug);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    // Only this test's campaigns: the seeded snapshot has the demo's.
    await db.execute(sql`truncate campaigns cascade`);
    await insertCampaign(db, '1', [], { endsAt: daysFromNow(20) });
    await insertCampaign(db, '2', [], { endsAt: daysFromNow(10) });
    await insertCampaign(db, '3', [], { endsAt: daysFromNow(40) });
    await insertCampaign(db, '-1604', [], { listed: false, layout: 'lp' });
    await insertCampaign(db, 'list-otona-harem', [], { requiresAgePermission: true });
    await insertCampaign(db, 'feature-2025summer', [], { startsAt: daysFromNow(-90), endsAt: daysFromNow(-1) });
    await insertCampaign(db, 'feature-2025winter', [], { startsAt: daysFromNow(5), endsAt: daysFromNow(60) });
  });
  afterAll(() => api.close());

  it('lists the listed general campaigns running now, ending soonest first, with their period', async () => {
    const response = await getList(api, PATH, {});
    expect(response.statusCode).toBe(200);
    const { contents } = response.json();
    expect(contents.items.map((item: { slug: string }) => item.slug)).toEqual(['2', '1', '3']);
    expect(contents.items[0]).toEqual({
      slug: '2',
      name: 'テストキャンペーン 2',
      lead: 'テスト用のキャンペーンです。',
      layout: 'default',
      requires_age_permission: false,
      starts_at: '2025-09-30T12:00:00+09:00',
      ends_at: '2025-10-11T12:00:00+09:00',
    });
    expect(contents.pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
  });

  it('pages the list', async () => {
    const response = await getList(api, PATH, { page: 2, per_page: 2 });
    expect(response.json().contents).toMatchObject({
      items: [{ slug: '3' }],
      pagination: { page: 2, per_page: 2, total: 3, total_pages: 2 },
    });
  });

  it('lists campaigns behind the age check only when display_group=mature_group asks for them', async () => {
    expect(await slugsOf({ display_group: 'mature_group' })).toEqual(['list-otona-harem']);
  });

  it('follows the periods as X-Debug-Time moves', async () => {
    expect(await slugsOf({}, daysFromNow(-1.5))).toEqual(['feature-2025summer']);
    expect(await slugsOf({}, daysFromNow(15))).toEqual(['1', '3', 'feature-2025winter']);
  });

  it.each<Record<string, string | number>>([{ page: 0 }, { per_page: 101 }, { display_group: 'adult' }])(
    'answers 400 in Japanese for %j',
    async (query) => {
      const response = await getList(api, PATH, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, message: API_ERRORS.badRequest.message });
    },
  );
});
