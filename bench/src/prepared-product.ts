/**
 * The product's data as the launcher prepares it (`npm start -- --prepare-only`) on a scratch PostgreSQL
 * database, and the web build, for the benchmarks that start the services as processes of their own.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchDatabase } from './scratch-database.ts';
import { buildWeb, prepareDemoData } from './soak-services.ts';

const WEB_SERVER_BUILD = resolve(import.meta.dirname, '../../apps/web/build/server/index.js');

export interface PreparedProduct {
  databaseUrl: string;
  dataDir: string;
  /** Drops the scratch database and removes the data folder. */
  dispose(): Promise<void>;
}

/** `name` tells the data folder apart (`hanabi-bench-<name>-…`) when a killed run leaves it behind. */
export async function prepareProduct(serverUrl: string, name: string): Promise<PreparedProduct> {
  const scratch = await createScratchDatabase(serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch.name}`;
  const dataDir = await mkdtemp(join(tmpdir(), `hanabi-bench-${name}-`));
  const dispose = async () => {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await prepareDemoData(url.toString(), dataDir);
    // The launcher's freshness check is not bench's to import: a missing build is built, a present one used.
    if (!existsSync(WEB_SERVER_BUILD)) await buildWeb();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { databaseUrl: url.toString(), dataDir, dispose };
}
