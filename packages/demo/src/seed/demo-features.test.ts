import type { Database } from '@hanabi/db';
import { features, featureTitles, titleExclusives, titles } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../test-support/empty-catalogue.ts';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { DEMO_EDITORIAL, type DemoEditorial, planDemoEditorial } from './demo-features.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const DAY = 24 * 60 * 60 * 1000;
const referenceDate = new Date('2030-04-01T00:00:00+09:00');
const daysAfterReference = (days: number) => new Date(referenceDate.getTime() + days * DAY);

const EDITORIAL: DemoEditorial = {
  features: [
    {
      slug: 'fixture-feature',
      name: 'テスト特集',
      description: '説明',
      startsInDays: -1,
      endsInDays: 10,
      titles: ['fixture-kaze', 'fixture-hoshi'],
    },
  ],
  exclusives: [{ title: 'fixture-hoshi', kind: 'early', startsInDays: -2, endsInDays: 5 }],
};

describe('the demo features and exclusives', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await emptyCatalogue(database);
  });
  afterEach(async () => {
    await database.close();
  });

  async function written() {
    const { db } = database;
    return {
      features: await db.select().from(features).orderBy(asc(features.id)),
      featureTitles: await db
        .select({ featureId: featureTitles.featureId, slug: titles.slug, position: featureTitles.position })
        .from(featureTitles)
        .innerJoin(titles, eq(titles.id, featureTitles.titleId))
        .orderBy(asc(featureTitles.featureId), asc(featureTitles.position)),
      exclusives: await db
        .select({
          slug: titles.slug,
          kind: titleExclusives.kind,
          startsAt: titleExclusives.startsAt,
          endsAt: titleExclusives.endsAt,
        })
        .from(titleExclusives)
        .innerJoin(titles, eq(titles.id, titleExclusives.titleId)),
    };
  }

  it('writes features, their titles in order and exclusive windows, timed from the reference date', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, editorial: EDITORIAL });

    const rows = await written();
    expect(rows.features).toEqual([
      {
        id: expect.any(Number),
        slug: 'fixture-feature',
        name: 'テスト特集',
        description: '説明',
        position: 0,
        startsAt: daysAfterReference(-1),
        endsAt: daysAfterReference(10),
      },
    ]);
    expect(rows.featureTitles.map(({ slug, position }) => [slug, position])).toEqual([
      ['fixture-kaze', 0],
      ['fixture-hoshi', 1],
    ]);
    expect(rows.exclusives).toEqual([
      { slug: 'fixture-hoshi', kind: 'early', startsAt: daysAfterReference(-2), endsAt: daysAfterReference(5) },
    ]);
  });

  it('re-seeds when only the editorial content changed, keeping the feature’s id', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, editorial: EDITORIAL });
    const before = await written();
    const [feature] = EDITORIAL.features;
    if (!feature) throw new Error('fixture has no feature');
    const reordered = { ...EDITORIAL, features: [{ ...feature, titles: ['fixture-hoshi', 'fixture-kaze'] }] };

    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, editorial: reordered });

    const after = await written();
    expect(after.features.map((row) => row.id)).toEqual(before.features.map((row) => row.id));
    expect(after.featureTitles.map(({ slug }) => slug)).toEqual(['fixture-hoshi', 'fixture-kaze']);
  });

  it('names a title that is not in the catalogue, and writes nothing', async () => {
    const wrong = {
      ...EDITORIAL,
      exclusives: [{ ...EDITORIAL.exclusives[0], title: 'no-such-title' }],
    } as DemoEditorial;

    await expect(
      seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, editorial: wrong }),
    ).rejects.toThrow('Demo features: the title "no-such-title" is not in the catalogue.');
    expect(await written()).toEqual({ features: [], featureTitles: [], exclusives: [] });
  });
});

describe('DEMO_EDITORIAL', () => {
  const plan = planDemoEditorial(DEMO_EDITORIAL, referenceDate);
  const runningAt = (window: { startsAt: Date; endsAt: Date }, at: Date) => window.startsAt <= at && at < window.endsAt;

  it('names only titles of the demo catalogue', () => {
    const slugs = new Set(DEMO_CATALOGUE.titles.map((title) => title.slug));
    const named = [
      ...plan.features.flatMap((feature) => feature.titleSlugs),
      ...plan.exclusives.map((e) => e.titleSlug),
    ];

    expect(named.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('has features running at the reference date and one to come, and both kinds of exclusive running', () => {
    expect(plan.features.filter((feature) => runningAt(feature, referenceDate)).length).toBeGreaterThanOrEqual(3);
    expect(plan.features.some((feature) => feature.startsAt > referenceDate)).toBe(true);
    const running = plan.exclusives.filter((exclusive) => runningAt(exclusive, referenceDate));
    expect(new Set(running.map((exclusive) => exclusive.kind))).toEqual(new Set(['exclusive', 'early']));
  });
});
