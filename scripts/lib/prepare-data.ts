import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ConnectionLimits,
  createDatabase,
  type Database,
  demoArtworkList,
  migrateDatabase,
  seedDemoCatalogue,
} from '@hanabi/db';
import { prepareDemoArt } from '@hanabi/media';
import { prepareDemoVideos } from './prepare-demo-videos.ts';

/** The embedded PGlite in the data folder, or the PostgreSQL server of DATABASE_URL. */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  databaseLimits: ConnectionLimits;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return createDatabase({ url: config.databaseUrl, limits: config.databaseLimits });
  await mkdir(config.dataDir, { recursive: true });
  return createDatabase({ dataDir: join(config.dataDir, 'db') });
}

/**
 * Applies migrations, seeds the demo catalogue once and writes the demo artwork and video that are missing.
 * Every step is idempotent, so a restart after an interruption simply finishes the job.
 */
export async function prepareData(
  database: Database,
  { dataDir, mediaDir }: { dataDir: string; mediaDir: string },
  log: (line: string) => void,
): Promise<void> {
  await migrateDatabase(database);
  const seeded = await seedDemoCatalogue(database);
  if (seeded.created) log(`Seeded the demo catalogue: ${seeded.titles} titles, ${seeded.episodes} episodes.`);
  const art = await prepareDemoArt(mediaDir, demoArtworkList(), (done, total) => {
    if (done === total || done % 200 === 0) process.stdout.write(`\rPreparing demo media… ${done}/${total}`);
  });
  if (art.written > 0) process.stdout.write('\n');
  const started = Date.now();
  const video = await prepareDemoVideos(database.db, {
    mediaDir,
    cacheDir: join(dataDir, 'cache', 'demo-video'),
    onProgress: (done, total) => process.stdout.write(`\rPreparing demo video… ${done}/${total}`),
  });
  if (video.episodes > 0) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`\nPackaged the demo video: ${video.packaged} packages for ${video.episodes} episodes in ${seconds} s.`);
  }
}
