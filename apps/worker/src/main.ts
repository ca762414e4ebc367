/**
 * Standalone entry (`npm start --workspace @hanabi/worker`): a packaging worker as a process of its own, as
 * many as wanted on PostgreSQL (DATABASE_URL). On the embedded database the launcher runs the worker in its
 * own process (nothing else can open that database); run this alone on it only with the launcher stopped —
 * it then migrates the database, as the API does on its own. SIGINT/SIGTERM stop the worker: a job in
 * progress stops, cleans up and goes back to the queue for the next worker.
 */
import path from 'node:path';
import { createDatabase, type Database, DatabaseOpenError, migrateDatabase } from '@hanabi/db';
import { ConfigError, loadWorkerConfig, type WorkerConfig } from './config.ts';
import { startWorker } from './start-worker.ts';

function openDatabase(config: WorkerConfig): Promise<Database> {
  return config.databaseUrl
    ? createDatabase({ url: config.databaseUrl, limits: config.databaseLimits })
    : createDatabase({ dataDir: path.join(config.dataDir, 'db') });
}

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const database = await openDatabase(config);
  if (database.kind === 'pglite') await migrateDatabase(database);
  const log = (line: string) => console.info(`[worker] ${line}`);
  const worker = await startWorker(database, config, log);
  log(`packaging worker started (${config.storage.kind} storage, ${config.concurrency} at a time)`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await worker.stop();
    await database.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseOpenError;
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
});
