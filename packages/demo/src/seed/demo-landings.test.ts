import { SPEC_LANDING_SLUGS } from '@hanabi/contract';
import type { Database } from '@hanabi/db';
import { dynamicLandings, dynamicLandingTitles, titles } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../test-support/empty-catalogue.ts';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { DEMO_LANDINGS, type DemoLanding, planDemoLandings } from './demo-landings.ts';
import { planDemoCatalogue } from './plan.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const DAY = 24 * 60 * 60 * 1000;
const referenceDate = new Date('2030-04-01T00:00:00+09:00');

const LANDING: DemoLanding = {
  slug: 'dynamic_fixture',
  heading: 'テストの特集',
  lead: 'テスト用の紹介文。',
  layout: 'vertical_image',
  startsInDays: -1,
  endsInDays: 10,
  titleSlugs: ['fixture-yoru', 'fixture-hoshi'],
};

describe('the demo landings', () => {
  it('give every /lp/ name of the spec a page running at the reference date, with 2 to 8 general titles', () => {
    const plan = planDemoCatalogue(DEMO_CATALOGUE, referenceDate);
    const planned = planDemoLandings(DEMO_LANDINGS, plan, referenceDate);
    expect(planned.map((landing) => landing.row.slug).sort()).toEqual([...SPEC_LANDING_SLUGS].sort());
    const groups = new Map(plan.titles.map((title) => [title.row.slug, title.row.displayGroup]));
    for (const { row, titleSlugs } of planned) {
      expect(row.startsAt.getTime()).toBeLessThan(referenceDate.getTime());
      expect(row.endsAt.getTime()).toBeGreaterThan(referenceDate.getTime() + 300 * DAY);
      expect(titleSlugs.length).toBeGreaterThanOrEqual(2);
      expect(titleSlugs.length).toBeLessThanOrEqual(8);
      // Landings show general titles: /lp/ pages have no age check.
      expect(new Set(titleSlugs.map((slug) => groups.get(slug)))).toEqual(new Set(['general_group']));
    }
  });

  it('name the title a landing lacks instead of writing half of it', () => {
    const plan = planDemoCatalogue(FIXTURE_CATALOGUE, referenceDate);
    expect(() => planDemoLandings([{ ...LANDING, titleSlugs: ['fixture-nowhere'] }], plan, referenceDate)).toThrow(
      'Demo landing "dynamic_fixture" names the title "fixture-nowhere", which the catalogue lacks.',
    );
  });
});

describe('the demo landings in the seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await emptyCatalogue(database);
    // Landings do not cascade from the titles that emptyCatalogue truncates.
    await database.db.execute(sql`truncate dynamic_landings restart identity cascade`);
  });
  afterEach(async () => {
    await database.close();
  });

  async function written() {
    const { db } = database;
    return {
      landings: await db.select().from(dynamicLandings).orderBy(asc(dynamicLandings.id)),
      titles: await db
        .select({ slug: titles.slug, position: dynamicLandingTitles.position })
        .from(dynamicLandingTitles)
        .innerJoin(titles, eq(titles.id, dynamicLandingTitles.titleId))
        .orderBy(asc(dynamicLandingTitles.landingId), asc(dynamicLandingTitles.position)),
    };
  }

  it('writes the landings dated from the reference date, with their titles in order', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, landings: [LANDING] });
    const { landings, titles: landingTitles } = await written();
    expect(landings).toEqual([
      {
        id: expect.any(Number),
        slug: 'dynamic_fixture',
        heading: 'テストの特集',
        lead: 'テスト用の紹介文。',
        layout: 'vertical_image',
        startsAt: new Date(referenceDate.getTime() - DAY),
        endsAt: new Date(referenceDate.getTime() + 10 * DAY),
      },
    ]);
    expect(landingTitles).toEqual([
      { slug: 'fixture-yoru', position: 0 },
      { slug: 'fixture-hoshi', position: 1 },
    ]);
  });

  it('updates a changed landing in place and replaces its titles', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, landings: [LANDING] });
    const before = await written();
    const changed = { ...LANDING, heading: '新しい見出し', titleSlugs: ['fixture-kaze'] };

    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, landings: [changed] });

    const after = await written();
    expect(after.landings.map((landing) => [landing.id, landing.heading])).toEqual([
      [before.landings[0]?.id, '新しい見出し'],
    ]);
    expect(after.titles).toEqual([{ slug: 'fixture-kaze', position: 0 }]);
  });

  it('writes no landing for another catalogue unless asked', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate });
    expect((await written()).landings).toEqual([]);
  });
});
