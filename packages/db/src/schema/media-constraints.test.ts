import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { violatedConstraint } from '../testing/constraint.ts';
import { createTestDatabase } from '../testing.ts';
import { episodes, titles } from './catalogue.ts';
import { contentKeys, episodeMedia } from './media.ts';

const image = { path: 'art/test.svg', width: 1, height: 1 };
const hex = () => randomBytes(16).toString('hex');

describe('content keys (decision 0035)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function episodeWithKey(slug: string) {
    const [title] = await database.db
      .insert(titles)
      .values({ slug, name: slug, nameKana: 'てすと', keyArt: image, poster: image })
      .returning({ id: titles.id });
    if (!title) throw new Error('insert returned nothing');
    const [episode] = await database.db
      .insert(episodes)
      .values({
        titleId: title.id,
        number: 1,
        prefixName: '第1話',
        name: '鍵の回',
        secLength: 60,
        thumbnail: image,
        releasedAt: new Date(),
        isFree: true,
      })
      .returning({ id: episodes.id });
    if (!episode) throw new Error('insert returned nothing');
    const key = { keyId: hex(), key: hex() };
    await database.db.insert(contentKeys).values({ episodeId: episode.id, ...key });
    return { episodeId: episode.id, keyId: key.keyId };
  }

  it('lets an episode’s package name only a key of that same episode', async () => {
    const own = await episodeWithKey('own-key');
    const other = await episodeWithKey('other-key');
    const media = { assetPath: 'video/x', durationSeconds: 60, renditionHeights: [360] };

    const error = await database.db
      .insert(episodeMedia)
      .values({ episodeId: own.episodeId, keyId: other.keyId, ...media })
      .catch((caught: unknown) => caught);
    expect(violatedConstraint(error)).toBe('episode_media_own_content_key_fk');

    await database.db.insert(episodeMedia).values({ episodeId: own.episodeId, keyId: own.keyId, ...media });
    expect(await database.db.$count(episodeMedia)).toBe(1);
  });
});
