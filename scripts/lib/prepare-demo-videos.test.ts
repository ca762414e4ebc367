import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  type Database,
  episodeMedia,
  episodes,
  migrateDatabase,
  seedDemoCatalogue,
  titleMediaKeys,
  titles,
} from '@hanabi/db';
import type { DemoClip } from '@hanabi/media';
import { asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDemoVideos } from './prepare-demo-videos.ts';

// Small pictures keep the test fast; the pipeline is the launcher's, only the patterns are cheaper.
const clips: DemoClip[] = [
  { id: 'test-flat-v1', name: 'テスト', picture: 'testsrc2=s=320x180', toneHz: 440, isVr: false },
  {
    id: 'test-360-v1',
    name: 'テスト 360°',
    picture: 'gradients=s=96x64,v360=input=c3x2:output=e:w=360:h=180',
    toneHz: 392,
    isVr: true,
  },
];

/** Every file under the folder with its modification time: equal snapshots mean nothing was written. */
async function snapshot(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => `${file} ${(await stat(file)).mtimeMs}`));
}

describe('demo video at first start', { timeout: 60_000 }, () => {
  let folder: string;
  let database: Database;
  const options = () => ({ mediaDir: join(folder, 'media'), cacheDir: join(folder, 'cache'), clips });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hanabi-demo-video-'));
    database = await createDatabase({ dataDir: join(folder, 'db') });
    await migrateDatabase(database);
    await seedDemoCatalogue(database);
    // Three titles are enough to see one package per title; the whole demo catalogue would only slow the test.
    const kept = database.db.select({ id: titles.id }).from(titles).orderBy(asc(titles.id)).limit(3);
    await database.db.delete(titles).where(notInArray(titles.id, kept));
    // Migrating and seeding a whole catalogue into a new folder: seconds, more on a busy CI machine.
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('gives every episode a package encrypted with its title key, then does nothing on the next start', async () => {
    const progress: string[] = [];
    const first = await prepareDemoVideos(database.db, {
      ...options(),
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    const episodeCount = await database.db.$count(episodes);
    const titleCount = await database.db.$count(titles);
    expect(first.episodes).toBe(episodeCount);
    // A package per title, plus the VR episode's own.
    expect(first.packaged).toBe(titleCount + 1);
    expect(progress.at(-1)).toBe(`${clips.length + titleCount + 1}/${clips.length + titleCount + 1}`);

    const rows = await database.db
      .select({ assetPath: episodeMedia.assetPath, isVr: episodeMedia.isVr, keyId: titleMediaKeys.keyId })
      .from(episodeMedia)
      .innerJoin(episodes, eq(episodes.id, episodeMedia.episodeId))
      .innerJoin(titleMediaKeys, eq(titleMediaKeys.titleId, episodes.titleId));
    expect(rows).toHaveLength(episodeCount);
    expect(rows.filter(({ isVr }) => isVr)).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no rows');
    const mpd = await readFile(join(folder, 'media', row.assetPath, 'manifest.mpd'), 'utf8');
    expect(mpd.match(/cenc:default_KID="([0-9a-f-]+)"/)?.[1]?.replaceAll('-', '')).toBe(row.keyId);

    const before = await snapshot(folder);
    const second = await prepareDemoVideos(database.db, options());
    expect(second).toEqual({ packaged: 0, episodes: 0 });
    expect(await snapshot(folder).then((files) => files.filter((file) => !file.includes('/db/')))).toEqual(
      before.filter((file) => !file.includes('/db/')),
    );
  });
});
