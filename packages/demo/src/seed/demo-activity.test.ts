import type { Database } from '@hanabi/db';
import { episodes, episodeViews, titles } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../test-support/empty-catalogue.ts';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_ACTIVITY_DAYS, type DemoView, planDemoActivity } from './demo-activity.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { planDemoCatalogue } from './plan.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const DAY = 24 * 60 * 60 * 1000;
const referenceDate = new Date('2030-04-01T00:00:00+09:00');

describe('planDemoActivity', () => {
  const plan = planDemoCatalogue(DEMO_CATALOGUE, referenceDate);
  const views = planDemoActivity(plan, referenceDate);
  const titleOf = new Map(plan.titles.map((title) => [title.row.slug, title]));

  /** View counts per title over the `days` before the reference date, most viewed first. */
  function ranking(days: number, displayGroup = 'general_group'): Array<[string, number]> {
    const counts = new Map<string, number>();
    for (const view of views) {
      if (view.viewedAt.getTime() < referenceDate.getTime() - days * DAY) continue;
      if (titleOf.get(view.slug)?.row.displayGroup !== displayGroup) continue;
      counts.set(view.slug, (counts.get(view.slug) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1]);
  }

  it('is the same for the same catalogue and date', () => {
    expect(planDemoActivity(plan, referenceDate)).toEqual(views);
  });

  it('dates every view within the window, while its title is available and its episode released', () => {
    const windowStart = referenceDate.getTime() - DEMO_ACTIVITY_DAYS * DAY;
    const misplaced = views.filter(({ slug, number, cut, viewedAt }) => {
      const title = titleOf.get(slug);
      const episode = title?.episodes.find((e) => e.number === number && e.cut === cut);
      const at = viewedAt.getTime();
      const availableFrom = title?.row.availableFrom?.getTime() ?? Number.POSITIVE_INFINITY;
      const released = episode?.releasedAt.getTime() ?? Number.POSITIVE_INFINITY;
      return at < windowStart || at >= referenceDate.getTime() || at < availableFrom || at < released;
    });
    expect(views.length).toBeGreaterThan(10_000);
    expect(misplaced).toEqual([]);
  });

  it.each(['general_group', 'mature_group'])(
    'gives the %s another clear number one for the day, the week and the month',
    (displayGroup) => {
      const leaders = [1, 7, 30].map((days) => ranking(days, displayGroup));
      expect(new Set(leaders.map(([first]) => first?.[0])).size).toBe(3);
      for (const [first, second] of leaders) expect(first?.[1]).toBeGreaterThan((second?.[1] ?? 0) * 1.2);
    },
  );

  it('gives every genre with several viewed titles a clear leader over the month', () => {
    const monthly = new Map(ranking(30));
    for (const genre of plan.genres) {
      const [first, second] = plan.titles
        .filter((title) => title.genres.includes(genre.name))
        .map((title) => monthly.get(title.row.slug) ?? 0)
        .sort((a, b) => b - a);
      if (second) expect(first).toBeGreaterThan(second);
    }
  });
});

describe('the demo activity in the seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await emptyCatalogue(database);
  });
  afterEach(async () => {
    await database.close();
  });

  /** The guest views dated before the reference date: the demo's. */
  async function demoViews(): Promise<DemoView[]> {
    return database.db
      .select({ slug: titles.slug, number: episodes.number, cut: episodes.cut, viewedAt: episodeViews.viewedAt })
      .from(episodeViews)
      .innerJoin(episodes, eq(episodes.id, episodeViews.episodeId))
      .innerJoin(titles, and(eq(titles.id, episodeViews.titleId), eq(titles.id, episodes.titleId)))
      .where(and(isNull(episodeViews.userId), lt(episodeViews.viewedAt, referenceDate)))
      .orderBy(asc(episodeViews.viewedAt), asc(titles.slug), asc(episodes.number), asc(episodes.cut));
  }
  const sorted = (views: DemoView[]) =>
    [...views].sort(
      (a, b) =>
        a.viewedAt.getTime() - b.viewedAt.getTime() ||
        a.slug.localeCompare(b.slug) ||
        a.number - b.number ||
        a.cut.localeCompare(b.cut),
    );

  it('writes the planned views of the seeded catalogue', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate });
    const planned = planDemoActivity(planDemoCatalogue(FIXTURE_CATALOGUE, referenceDate), referenceDate);
    expect(planned.length).toBeGreaterThan(0);
    expect(await demoViews()).toEqual(sorted(planned));
  });

  it('replaces its views when the content changes, and keeps the views recorded since the first start', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate });
    const { db } = database;
    const [episode] = await db.select().from(episodes).limit(1);
    if (!episode) throw new Error('no episode seeded');
    // Two guests watched after the first start: real views, which no re-seed may delete.
    const guestView = {
      episodeId: episode.id,
      titleId: episode.titleId,
      viewedAt: new Date(referenceDate.getTime() + DAY),
    };
    await db.insert(episodeViews).values([guestView, guestView]);
    const renamed = FIXTURE_CATALOGUE.titles.map((title) => ({ ...title, name: `${title.name}（新）` }));
    const changed = { ...FIXTURE_CATALOGUE, titles: renamed };

    await seedDemoCatalogue(database, { catalogue: changed });

    const planned = planDemoActivity(planDemoCatalogue(changed, referenceDate), referenceDate);
    expect(await demoViews()).toEqual(sorted(planned));
    const [afterReference] = await db
      .select({ views: count() })
      .from(episodeViews)
      .where(and(isNull(episodeViews.userId), gt(episodeViews.viewedAt, referenceDate)));
    expect(afterReference?.views).toBe(2);
  });

  it('leaves the views alone when nothing changed', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate });
    const viewIds = async () =>
      (await database.db.execute(sql`select array_agg(id order by id) as ids from episode_views`)).rows;
    const before = await viewIds();
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE });
    expect(await viewIds()).toEqual(before);
  });
});
