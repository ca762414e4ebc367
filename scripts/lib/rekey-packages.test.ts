import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contentKeys,
  createDatabase,
  type Database,
  episodeMedia,
  episodes,
  migrateDatabase,
  titleMediaKeys,
  titles,
} from '@hanabi/db';
import {
  DEMO_CLIPS,
  decryptPackage,
  demoClipRenditions,
  episodeThumbnailImage,
  keyArtImage,
  newContentKey,
  packageEncrypted,
  posterImage,
} from '@hanabi/media';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rekeyTitleKeyPackages } from './rekey-packages.ts';

/** ffmpeg decodes the whole file without a complaint: what a wrongly decrypted picture never does. */
function decodesCleanly(file: string): boolean {
  const complaints = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-'], {
    encoding: 'utf8',
    stdio: 'pipe',
  });
  return complaints.trim() === '';
}

describe('re-encrypting packages made with a title key (npm run media:rekey)', { timeout: 60_000 }, () => {
  let folder: string;
  let database: Database;
  const mediaDir = () => join(folder, 'media');

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hanabi-rekey-'));
    database = await createDatabase({ dataDir: join(folder, 'db') });
    await migrateDatabase(database);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('gives each episode of a shared package a package and a key of its own, then drops the title key', async () => {
    const { db } = database;
    const [title] = await db
      .insert(titles)
      .values({
        slug: 'rekey',
        name: '再暗号化',
        nameKana: 'さいあんごうか',
        keyArt: keyArtImage('rekey'),
        poster: posterImage('rekey'),
      })
      .returning();
    if (!title) throw new Error('no title');
    const ids = (
      await db
        .insert(episodes)
        .values(
          [1, 2].map((number) => ({
            titleId: title.id,
            number,
            prefixName: `第${number}話`,
            name: `話${number}`,
            secLength: 12,
            releasedAt: new Date(),
            isFree: true,
            thumbnail: episodeThumbnailImage('rekey', number, 'broadcast'),
          })),
        )
        .returning({ id: episodes.id })
    ).map(({ id }) => id);
    // As before decision 0035: one package under the title's key, shared by both episodes.
    const titleKey = newContentKey();
    await db.insert(titleMediaKeys).values({ titleId: title.id, ...titleKey });
    const [clip] = DEMO_CLIPS;
    if (!clip) throw new Error('no demo clip');
    await packageEncrypted(demoClipRenditions(clip), join(mediaDir(), 'video/rekey/shared'), titleKey);
    await db.insert(episodeMedia).values(
      ids.map((episodeId) => ({
        episodeId,
        assetPath: 'video/rekey/shared',
        durationSeconds: 12,
        renditionHeights: [360, 720],
      })),
    );

    const progress: string[] = [];
    expect(await rekeyTitleKeyPackages(db, mediaDir(), (done, total) => progress.push(`${done}/${total}`))).toEqual({
      episodes: 2,
    });
    expect(progress).toEqual(['1/2', '2/2']);

    const rows = await db.select().from(episodeMedia).where(inArray(episodeMedia.episodeId, ids));
    const keyIds = rows.map(({ keyId }) => keyId);
    expect(new Set(keyIds).size).toBe(2);
    expect(keyIds).not.toContain(titleKey.keyId);
    for (const row of rows) {
      const [key] = await db
        .select()
        .from(contentKeys)
        .where(eq(contentKeys.keyId, row.keyId ?? ''));
      if (!key) throw new Error('no key');
      expect(key.episodeId).toBe(row.episodeId);
      const mpd = await readFile(join(mediaDir(), row.assetPath, 'manifest.mpd'), 'utf8');
      expect(mpd.match(/cenc:default_KID="([0-9a-f-]+)"/)?.[1]?.replaceAll('-', '')).toBe(key.keyId);
      // The episode's own key opens the new package into a picture that decodes.
      const clear = await decryptPackage(
        join(mediaDir(), row.assetPath),
        [720],
        key,
        join(folder, `check-${row.episodeId}`),
      );
      expect(decodesCleanly(clear.renditions[0]?.path ?? '')).toBe(true);
    }
    expect(existsSync(join(mediaDir(), 'video/rekey/shared'))).toBe(false);
    expect(await db.$count(titleMediaKeys)).toBe(0);
    expect(await rekeyTitleKeyPackages(db, mediaDir())).toEqual({ episodes: 0 });
  });
});
