import type { Database } from '@hanabi/db';
import {
  cutSceneMarkers,
  demoSeed,
  episodes,
  genres,
  redirects,
  tags,
  titleCredits,
  titleGenres,
  titles,
  titleTags,
} from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../test-support/empty-catalogue.ts';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_CUT_SCENES } from './demo-cut-scenes.ts';
import { DEMO_REDIRECTS } from './demo-redirects.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Every seeded row, in a stable order, timestamps included: "nothing changed" means this is equal. */
async function everything(database: Database) {
  const { db } = database;
  return {
    titles: await db.select().from(titles).orderBy(asc(titles.id)),
    episodes: await db.select().from(episodes).orderBy(asc(episodes.id)),
    genres: await db.select().from(genres).orderBy(asc(genres.id)),
    tags: await db.select().from(tags).orderBy(asc(tags.id)),
    titleGenres: await db.select().from(titleGenres).orderBy(asc(titleGenres.titleId), asc(titleGenres.genreId)),
    titleTags: await db.select().from(titleTags).orderBy(asc(titleTags.titleId), asc(titleTags.tagId)),
    credits: await db.select().from(titleCredits).orderBy(asc(titleCredits.id)),
    redirects: await db.select().from(redirects).orderBy(asc(redirects.id)),
    seed: await db.select().from(demoSeed),
  };
}

describe('seedDemoCatalogue', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await emptyCatalogue(database);
  });
  afterEach(async () => {
    await database.close();
  });

  it('seeds once; a second run changes nothing', async () => {
    const first = await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE });
    expect(first).toEqual({ titles: 3, episodes: 6, created: true });
    const afterFirst = await everything(database);
    expect(afterFirst.titles).toHaveLength(3);
    expect(afterFirst.episodes).toHaveLength(6);
    expect(afterFirst.titleGenres).toHaveLength(4);
    expect(afterFirst.tags.map((tag) => tag.name).sort()).toEqual(['オリジナル', '青春']);
    expect(afterFirst.redirects).toHaveLength(DEMO_REDIRECTS.length);

    const second = await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE });
    expect(second).toEqual({ titles: 3, episodes: 6, created: false });
    expect(await everything(database)).toEqual(afterFirst);
  });

  it('anchors dates at the first seed and keeps them on later runs', async () => {
    const before = Date.now();
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE });
    const after = Date.now();
    const [seed] = await database.db.select().from(demoSeed);
    const reference = seed?.referenceDate.getTime() ?? Number.NaN;
    expect(reference).toBeGreaterThanOrEqual(before);
    expect(reference).toBeLessThanOrEqual(after);

    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE });
    const [kaze] = await database.db.select().from(titles).where(eq(titles.slug, 'fixture-kaze'));
    expect(kaze?.availableFrom.getTime()).toBe(reference + 5 * DAY);
    expect(kaze?.availableUntil.getTime()).toBe(reference + 90 * DAY);
    const [hoshi] = await database.db.select().from(titles).where(eq(titles.slug, 'fixture-hoshi'));
    expect(hoshi?.availableUntil).toEqual(new Date('9999-12-31T23:59:00+09:00'));
  });

  it('brings changed content up to date in place, without duplicates', async () => {
    const referenceDate = new Date('2030-04-01T00:00:00+09:00');
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate });
    const before = await everything(database);
    const [hoshi, ...others] = FIXTURE_CATALOGUE.titles;
    if (!hoshi) throw new Error('fixture is empty');
    const changed = {
      ...FIXTURE_CATALOGUE,
      titles: [{ ...hoshi, name: '改題', genres: ['日常'], episodes: [...hoshi.episodes.slice(0, 1)] }, ...others],
    };

    const result = await seedDemoCatalogue(database, { catalogue: changed });
    expect(result.created).toBe(false);
    const after = await everything(database);
    expect(after.titles.map((title) => [title.id, title.slug])).toEqual(
      before.titles.map((title) => [title.id, title.slug]),
    );
    expect(after.titles.find((title) => title.slug === 'fixture-hoshi')?.name).toBe('改題');
    expect(after.seed[0]?.referenceDate).toEqual(referenceDate);
    const hoshiId = before.titles.find((title) => title.slug === 'fixture-hoshi')?.id;
    const hoshiGenres = after.titleGenres.filter((row) => row.titleId === hoshiId).map((row) => row.genreId);
    expect(hoshiGenres).toEqual(after.genres.filter((genre) => genre.name === '日常').map((genre) => genre.id));
    // An episode that left the catalogue stays: viewers may have bought or watched it.
    expect(after.episodes.map((episode) => episode.id)).toEqual(before.episodes.map((episode) => episode.id));
  });

  it('lets concurrent runs take turns', async () => {
    const results = await Promise.all([
      seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE }),
      seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE }),
    ]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    const rows = await everything(database);
    expect(rows.titles).toHaveLength(3);
    expect(rows.episodes).toHaveLength(6);
  });

  it("adds the demo redirects that are missing and never overwrites an operator's row", async () => {
    const referenceDate = new Date('2030-04-01T00:00:00+09:00');
    const moved = { fromPath: '/old-campaign', toLocation: '/campaigns/new', status: 301 } as const;
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, redirects: [moved] });
    await database.db
      .update(redirects)
      .set({ toLocation: '/campaigns/newer', enabled: false })
      .where(eq(redirects.fromPath, moved.fromPath));

    const notice = { fromPath: '/old-notice', toLocation: '/notices', status: 302 } as const;
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, redirects: [moved, notice] });
    const rows = await database.db
      .select({ fromPath: redirects.fromPath, toLocation: redirects.toLocation, enabled: redirects.enabled })
      .from(redirects)
      .orderBy(asc(redirects.id));
    expect(rows).toEqual([
      { fromPath: '/old-campaign', toLocation: '/campaigns/newer', enabled: false },
      { fromPath: '/old-notice', toLocation: '/notices', enabled: true },
    ]);
  });

  it("marks the scenes of both cuts of an episode that has both, and never overwrites an operator's markers", async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE });
    const marked = () =>
      database.db
        .select({ cut: episodes.cut, number: episodes.number, startSeconds: cutSceneMarkers.startSeconds })
        .from(cutSceneMarkers)
        .innerJoin(episodes, eq(episodes.id, cutSceneMarkers.episodeId))
        .orderBy(asc(episodes.number), asc(episodes.cut), asc(cutSceneMarkers.sceneIndex));
    const rows = await marked();
    expect(rows.filter((row) => row.cut === 'broadcast').map((row) => row.startSeconds)).toEqual([
      ...DEMO_CUT_SCENES.broadcast,
    ]);
    expect(rows.filter((row) => row.cut === 'premium').map((row) => row.startSeconds)).toEqual([
      ...DEMO_CUT_SCENES.premium,
    ]);
    expect(new Set(rows.map((row) => row.number))).toEqual(new Set([2]));

    const [premium] = await database.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.cut, 'premium'));
    if (!premium) throw new Error('the fixture has a premium cut');
    await database.db.delete(cutSceneMarkers).where(eq(cutSceneMarkers.episodeId, premium.id));
    await database.db.insert(cutSceneMarkers).values([
      { episodeId: premium.id, sceneIndex: 0, startSeconds: 0 },
      { episodeId: premium.id, sceneIndex: 1, startSeconds: 5 },
    ]);
    await seedDemoCatalogue(database, {
      catalogue: FIXTURE_CATALOGUE,
      referenceDate: new Date('2031-04-01T00:00:00+09:00'),
    });
    expect((await marked()).filter((row) => row.cut === 'premium').map((row) => row.startSeconds)).toEqual([0, 5]);
  });
});
