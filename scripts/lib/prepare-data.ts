import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type ConnectionLimits, createDatabase, type Database, migrateDatabase } from '@hanabi/db';
import { demoArtworkList, seedDemoCatalogue } from '@hanabi/demo/seed';
import { prepareDemoArt } from '@hanabi/media';
import { type MediaStorageConfig, openMediaStorage } from '@hanabi/storage';
import { prepareDemoVideos } from './prepare-demo-videos.ts';
import { progressReporter } from './progress.ts';
import { rekeyTitleKeyPackages } from './rekey-packages.ts';

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
 * Applies migrations, seeds the demo catalogue once, writes the demo artwork and video that are missing into
 * the media storage (MEDIA_STORAGE: the local folder or the bucket; decision 0044), and re-encrypts packages
 * still made with a title's key (decision 0035). Every step is idempotent, so a restart after an interruption
 * simply finishes the job.
 */
export async function prepareData(
  database: Database,
  { mediaDir, mediaStorage }: { mediaDir: string; mediaStorage: MediaStorageConfig },
  log: (line: string) => void,
): Promise<void> {
  const storage = openMediaStorage(mediaStorage);
  await migrateDatabase(database);
  const seeded = await seedDemoCatalogue(database);
  if (seeded.created) log(`Seeded the demo catalogue: ${seeded.titles} titles, ${seeded.episodes} episodes.`);
  await prepareDemoArt(storage, demoArtworkList(), progressReporter('Preparing demo artwork'));
  // Packages made before decision 0035 exist only in local media folders, which is where it looks.
  await rekeyTitleKeyPackages(database.db, mediaDir, progressReporter('Re-encrypting packages with episode keys'));
  await prepareDemoVideos(database.db, { storage, onProgress: progressReporter('Packaging the demo video') });
}
