import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { violatedConstraint } from '../testing/constraint.ts';
import { createTestDatabase } from '../testing.ts';
import { episodes, titles } from './catalogue.ts';

const image = { path: 'art/test.svg', width: 1, height: 1 };

describe('catalogue check constraints', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function insertTitle(slug: string, values: Partial<typeof titles.$inferInsert>) {
    const [row] = await database.db
      .insert(titles)
      .values({ slug, name: slug, nameKana: 'てすと', keyArt: image, poster: image, ...values })
      .returning({ id: titles.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  }

  it('keeps R18 titles out of the general group', async () => {
    const error = await insertTitle('r18-general', { isAgeRestrictionR18: true, displayGroup: 'general_group' }).catch(
      (caught: unknown) => caught,
    );
    expect(violatedConstraint(error)).toBe('titles_r18_is_mature_check');
    await expect(
      insertTitle('r18-mature', { isAgeRestrictionR18: true, displayGroup: 'mature_group' }),
    ).resolves.toBeTypeOf('number');
  });

  it('rejects an episode nobody could watch', async () => {
    const titleId = await insertTitle('unreachable-episode', {});
    const episode = {
      titleId,
      number: 1,
      prefixName: '第1話',
      name: '誰も見られない回',
      secLength: 60,
      thumbnail: image,
      releasedAt: new Date(),
    };
    const error = await database.db
      .insert(episodes)
      .values({ ...episode, isFree: false, pricePoints: null, includedPlanIds: [] })
      .catch((caught: unknown) => caught);
    expect(violatedConstraint(error)).toBe('episodes_reachable_check');
    await expect(database.db.insert(episodes).values({ ...episode, includedPlanIds: [1] })).resolves.toBeDefined();
  });

  it('refuses an episode that ends before it is released, and publishes what is written without saying', async () => {
    const titleId = await insertTitle('episode-window', {});
    const episode = {
      titleId,
      number: 1,
      prefixName: '第1話',
      name: '窓の回',
      secLength: 60,
      thumbnail: image,
      isFree: true,
      releasedAt: new Date('2026-01-02T00:00:00Z'),
    };
    const error = await database.db
      .insert(episodes)
      .values({ ...episode, availableUntil: new Date('2026-01-01T00:00:00Z') })
      .catch((caught: unknown) => caught);
    expect(violatedConstraint(error)).toBe('episodes_window_check');
    const [written] = await database.db
      .insert(episodes)
      .values(episode)
      .returning({ publishedAt: episodes.publishedAt });
    expect(written?.publishedAt).toBeInstanceOf(Date);
  });
});
