import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createDatabase, type Database, demoArtworkList, migrateDatabase, seedDemoCatalogue } from '@hanabi/db';
import { prepareDemoArt } from '@hanabi/media';
import type { LauncherConfig } from './launcher-config.ts';

/**
 * Opens the database (embedded PGlite in the data folder, or DATABASE_URL), applies migrations, seeds the
 * demo catalogue once and writes the demo artwork that is missing. Every step is idempotent, so a restart
 * after an interruption simply finishes the job.
 */
export async function prepareData(
  config: LauncherConfig,
  mediaDir: string,
  log: (line: string) => void,
): Promise<Database> {
  await mkdir(config.dataDir, { recursive: true });
  const database = config.databaseUrl
    ? await createDatabase({ url: config.databaseUrl })
    : await createDatabase({ dataDir: join(config.dataDir, 'db') });
  try {
    await migrateDatabase(database);
    const seeded = await seedDemoCatalogue(database);
    if (seeded.created) log(`Seeded the demo catalogue: ${seeded.titles} titles, ${seeded.episodes} episodes.`);
    const artwork = demoArtworkList();
    const art = await prepareDemoArt(mediaDir, artwork, (done, total) => {
      if (done === total || done % 200 === 0) process.stdout.write(`\rPreparing demo media… ${done}/${total}`);
    });
    if (art.written > 0) process.stdout.write('\n');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
