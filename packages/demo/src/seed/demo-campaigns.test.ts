import { SPEC_NAMED_CAMPAIGN_SLUGS } from '@hanabi/contract';
import type { Database } from '@hanabi/db';
import { campaigns, campaignTitles, titles } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../test-support/empty-catalogue.ts';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_CAMPAIGNS, type DemoCampaign, planDemoCampaigns } from './demo-campaigns.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { planDemoCatalogue } from './plan.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const DAY = 24 * 60 * 60 * 1000;
const referenceDate = new Date('2030-04-01T00:00:00+09:00');

const CAMPAIGN: DemoCampaign = {
  slug: '-fixture',
  name: 'テストのキャンペーン',
  lead: 'テスト用の紹介文。',
  body: '一段落目。\n\n二段落目。',
  layout: 'lp',
  requiresAgePermission: false,
  listed: false,
  startsInDays: -1,
  endsInDays: 10,
  titles: ['fixture-kaze', 'fixture-hoshi'],
};

describe('the demo campaigns', () => {
  const plan = planDemoCatalogue(DEMO_CATALOGUE, referenceDate);
  const planned = planDemoCampaigns(DEMO_CAMPAIGNS, plan, referenceDate);
  const bySlug = new Map(planned.map((campaign) => [campaign.row.slug, campaign.row]));
  const running = (row: { startsAt: Date; endsAt: Date }) =>
    row.startsAt.getTime() <= referenceDate.getTime() && referenceDate.getTime() < row.endsAt.getTime();

  it('hold every named campaign of the spec, running at the reference date', () => {
    for (const slug of SPEC_NAMED_CAMPAIGN_SLUGS) {
      const row = bySlug.get(slug);
      expect(row, slug).toBeDefined();
      expect(row && running(row), slug).toBe(true);
    }
  });

  it('hold 30 or more numbered campaigns between 1 and 67, several behind the age check', () => {
    const numbered = planned.filter(({ row }) => /^[0-9]+$/.test(row.slug)).map(({ row }) => row);
    expect(numbered.length).toBeGreaterThanOrEqual(30);
    expect(numbered.every((row) => Number(row.slug) >= 1 && Number(row.slug) <= 67)).toBe(true);
    expect(numbered.filter((row) => row.requiresAgePermission && running(row)).length).toBeGreaterThanOrEqual(5);
    // Some have ended and one is still to come, as campaigns do.
    expect(numbered.some((row) => !running(row))).toBe(true);
  });

  it('put advert tokens out of the list, some in the landing layout, and the adult ones behind the age check', () => {
    const tokens = SPEC_NAMED_CAMPAIGN_SLUGS.filter((slug) => slug.startsWith('-')).map((slug) => bySlug.get(slug));
    expect(tokens.every((row) => row?.listed === false)).toBe(true);
    expect(tokens.filter((row) => row?.layout === 'lp').length).toBeGreaterThanOrEqual(2);
    for (const slug of ['feature-otona-kmp1', 'feature-otona-nc1', 'feature-otonabl', 'list-otona-harem'])
      expect(bySlug.get(slug)?.requiresAgePermission, slug).toBe(true);
    for (const slug of ['feature-2025fall', 'feature-bl', 'list-dokusen', 'list-harem'])
      expect(bySlug.get(slug)?.requiresAgePermission, slug).toBe(false);
  });

  it('name the title a campaign lacks, or one of the wrong display group, instead of writing half of it', () => {
    const fixturePlan = planDemoCatalogue(FIXTURE_CATALOGUE, referenceDate);
    expect(() => planDemoCampaigns([{ ...CAMPAIGN, titles: ['fixture-nowhere'] }], fixturePlan, referenceDate)).toThrow(
      'Demo campaign "-fixture" names the title "fixture-nowhere", which the catalogue lacks.',
    );
    expect(() => planDemoCampaigns([{ ...CAMPAIGN, requiresAgePermission: true }], fixturePlan, referenceDate)).toThrow(
      'Demo campaign "-fixture" names the title "fixture-kaze" of general_group, not mature_group.',
    );
  });
});

describe('the demo campaigns in the seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await emptyCatalogue(database);
    // Campaigns do not cascade from the titles that emptyCatalogue truncates.
    await database.db.execute(sql`truncate campaigns restart identity cascade`);
  });
  afterEach(async () => {
    await database.close();
  });

  async function written() {
    const { db } = database;
    return {
      campaigns: await db.select().from(campaigns).orderBy(asc(campaigns.id)),
      titles: await db
        .select({ slug: titles.slug, position: campaignTitles.position })
        .from(campaignTitles)
        .innerJoin(titles, eq(titles.id, campaignTitles.titleId))
        .orderBy(asc(campaignTitles.campaignId), asc(campaignTitles.position)),
    };
  }

  it('writes the campaigns dated from the reference date, with their titles in order', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, campaigns: [CAMPAIGN] });
    const { campaigns: rows, titles: campaignTitleRows } = await written();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        slug: '-fixture',
        name: 'テストのキャンペーン',
        lead: 'テスト用の紹介文。',
        body: '一段落目。\n\n二段落目。',
        layout: 'lp',
        requiresAgePermission: false,
        listed: false,
        startsAt: new Date(referenceDate.getTime() - DAY),
        endsAt: new Date(referenceDate.getTime() + 10 * DAY),
      },
    ]);
    expect(campaignTitleRows).toEqual([
      { slug: 'fixture-kaze', position: 0 },
      { slug: 'fixture-hoshi', position: 1 },
    ]);
  });

  it('updates a changed campaign in place and replaces its titles', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, campaigns: [CAMPAIGN] });
    const before = await written();

    await seedDemoCatalogue(database, {
      catalogue: FIXTURE_CATALOGUE,
      campaigns: [{ ...CAMPAIGN, name: '新しい名前', titles: ['fixture-hoshi'] }],
    });

    const after = await written();
    expect(after.campaigns.map((row) => [row.id, row.name])).toEqual([[before.campaigns[0]?.id, '新しい名前']]);
    expect(after.titles).toEqual([{ slug: 'fixture-hoshi', position: 0 }]);
  });

  it('writes no campaign for another catalogue unless asked', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate });
    expect((await written()).campaigns).toEqual([]);
  });
});
