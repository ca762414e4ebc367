import { createTestDatabase } from '@hanabi/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeScaleCatalogue } from './scale-catalogue.ts';

// Each write analyses the tables of a seeded database: seconds on a busy two-core machine.
describe('writeScaleCatalogue', { timeout: 120_000 }, () => {
  it('writes the asked numbers of titles and episodes, with the keywords the triggers would have kept', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const written = await writeScaleCatalogue(db, { titles: 30, episodes: 95, seed: 7, batchSize: 8 });
      const inRange = sql`between ${written.firstTitleId} and ${written.lastTitleId}`;
      const [counts] = (
        await db.execute<{ titles: number; episodes: number; tags: number; credits: number; stale: number }>(sql`
          select (select count(*)::int from titles where id ${inRange}) as titles,
                 (select count(*)::int from episodes where title_id ${inRange}) as episodes,
                 (select count(*)::int from title_tags where title_id ${inRange}) as tags,
                 (select count(*)::int from title_credits where title_id ${inRange}) as credits,
                 (select count(*)::int from titles where id ${inRange}
                    and search_keywords is distinct from hanabi_title_keywords(id)) as stale`)
      ).rows;

      expect(counts).toEqual({ titles: 30, episodes: 95, tags: 90, credits: 90, stale: 0 });
    } finally {
      await database.close();
    }
  });

  it('writes the same names for the same seed', async () => {
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const namesOf = async (database: typeof one) => {
        const { firstTitleId } = await writeScaleCatalogue(database.db, { titles: 5, episodes: 5, seed: 42 });
        const { rows } = await database.db.execute<{ name: string; name_kana: string }>(
          sql`select name, name_kana from titles where id >= ${firstTitleId} order by id`,
        );
        return rows;
      };
      const first = await namesOf(one);
      const second = await namesOf(two);

      expect(first).toEqual(second);
      expect(first).toHaveLength(5);
      expect(first.every((row) => /^[ぁ-ゖー]+$/.test(row.name_kana))).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
