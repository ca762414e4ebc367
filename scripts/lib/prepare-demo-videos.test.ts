import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contentKeys,
  createDatabase,
  type Database,
  episodeMedia,
  episodes,
  migrateDatabase,
  titles,
} from '@hanabi/db';
import { seedDemoCatalogue } from '@hanabi/demo/seed';
import { DEMO_CLIPS, demoClipRenditions, packageEncrypted } from '@hanabi/media';
import { episodePackagePath, newEpisodeContentKey } from '@hanabi/packaging';
import { localMediaStorage } from '@hanabi/storage';
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDemoVideos } from './prepare-demo-videos.ts';

/** Every file under the folder with its modification time: equal snapshots mean nothing was written. */
async function snapshot(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => `${file} ${(await stat(file)).mtimeMs}`));
}

/** The key id a package's DASH manifest names (hex, without dashes). */
async function manifestKeyId(packageDir: string): Promise<string | undefined> {
  const mpd = await readFile(join(packageDir, 'manifest.mpd'), 'utf8');
  return mpd.match(/cenc:default_KID="([0-9a-f-]+)"/)?.[1]?.replaceAll('-', '');
}

describe('demo video at first start', { timeout: 60_000 }, () => {
  let folder: string;
  let database: Database;
  const mediaDir = () => join(folder, 'media');

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hanabi-demo-video-'));
    database = await createDatabase({ dataDir: join(folder, 'db') });
    await migrateDatabase(database);
    await seedDemoCatalogue(database);
    // Two titles, and the general-audience title with free episodes that comes last (the VR episode's):
    // the whole catalogue would only slow the test.
    const { db } = database;
    const [vrTitle] = await db
      .select({ id: titles.id })
      .from(titles)
      .innerJoin(episodes, eq(episodes.titleId, titles.id))
      .where(and(eq(titles.displayGroup, 'general_group'), eq(episodes.isFree, true)))
      .orderBy(desc(titles.id))
      .limit(1);
    const first = await db.select({ id: titles.id }).from(titles).orderBy(asc(titles.id)).limit(2);
    const kept = [...first, ...(vrTitle ? [vrTitle] : [])].map(({ id }) => id);
    await db.delete(titles).where(notInArray(titles.id, kept));
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('gives every episode a package of its own under a key of its own, then does nothing on the next start', async () => {
    const { db } = database;
    // An earlier start stopped after packaging one episode, before recording it: that package is kept.
    const [interrupted] = await db
      .select({ id: episodes.id, slug: titles.slug })
      .from(episodes)
      .innerJoin(titles, eq(titles.id, episodes.titleId))
      .limit(1);
    if (!interrupted) throw new Error('no episode');
    const leftKey = await newEpisodeContentKey(db, interrupted.id);
    const leftPath = episodePackagePath(interrupted.slug, interrupted.id, leftKey);
    const [anyClip] = DEMO_CLIPS;
    if (!anyClip) throw new Error('no demo clip');
    await packageEncrypted(demoClipRenditions(anyClip), join(mediaDir(), leftPath), leftKey);

    const progress: string[] = [];
    const storage = localMediaStorage(mediaDir());
    const first = await prepareDemoVideos(db, {
      storage,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    const episodeCount = await db.$count(episodes);
    expect(first.packaged).toBe(episodeCount);
    expect(progress.at(-1)).toBe(`${episodeCount}/${episodeCount}`);

    const rows = await db.select().from(episodeMedia);
    expect(rows).toHaveLength(episodeCount);
    expect(rows.filter(({ isVr }) => isVr)).toHaveLength(1);
    expect(new Set(rows.map(({ keyId }) => keyId)).size).toBe(episodeCount);
    expect(new Set(rows.map(({ assetPath }) => assetPath)).size).toBe(episodeCount);
    expect(rows.find(({ episodeId }) => episodeId === interrupted.id)).toMatchObject({
      assetPath: leftPath,
      keyId: leftKey.keyId,
    });
    expect(await db.$count(contentKeys)).toBe(episodeCount);
    for (const row of rows.slice(0, 5)) expect(await manifestKeyId(join(mediaDir(), row.assetPath))).toBe(row.keyId);

    const before = await snapshot(mediaDir());
    expect(await prepareDemoVideos(db, { storage })).toEqual({ packaged: 0 });
    expect(await snapshot(mediaDir())).toEqual(before);
  });
});
