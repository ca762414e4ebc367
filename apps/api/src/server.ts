/**
 * Standalone entry (`npm start` in apps/api): configuration from the environment, the database (the
 * embedded one is migrated; seeding is the launcher's job), the API. On PostgreSQL it runs API_WORKERS worker
 * processes on its port (node:cluster; the embedded database keeps one, decision 0003). SIGINT/SIGTERM make it
 * not ready, close the API, letting requests in flight finish (SHUTDOWN_TIMEOUT_MS at most), then the database
 * (decision 0056).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, type Database, DatabaseOpenError, migrateDatabase } from '@hanabi/db';
import { installGracefulShutdown, runClustered, type ServiceMetrics } from '@hanabi/observability';
import { type ApiConfig, ConfigError, loadApiConfig } from './config.ts';
import { assertPortFree, PortInUseError, type RunningApi, startApi } from './start.ts';

/** DATABASE_URL, or the embedded database in `<dataDir>/db` (where the launcher keeps it too). */
function openDatabase(config: ApiConfig): Promise<Database> {
  return config.databaseUrl
    ? createDatabase({ url: config.databaseUrl, limits: config.databaseLimits })
    : createDatabase({ dataDir: path.join(config.dataDir, 'db') });
}

async function main(): Promise<void> {
  const config = loadApiConfig();
  await assertPortFree(config.host, config.port);
  const { operations } = config;
  await runClustered({
    workers: config.databaseUrl ? operations.workers : 1,
    metricsListen: operations.metrics,
    startService: () => startService(config),
    log: (line) => console.info(`[api] ${line}`),
  });
}

async function startService(config: ApiConfig): Promise<ServiceMetrics> {
  const database = await openDatabase(config);

  let api: RunningApi;
  try {
    // Nobody else can open the embedded database, so it is migrated here. A PostgreSQL server is migrated
    // once per deploy, before instances start (ARCHITECTURE.md).
    if (database.kind === 'pglite') await migrateDatabase(database);
    api = await startApi({ database, config });
  } catch (error) {
    await database.close();
    throw error;
  }

  const { app } = api;
  installGracefulShutdown({
    readiness: app.readiness,
    stopServing: () => api.close(),
    release: () => database.close(),
    drainTimeoutMs: config.operations.shutdownTimeoutMs,
    log: (line) => app.log.info(line),
  });
  return app.metrics;
}

/** Failures an operator can fix are told in one line; anything else with its stack. */
function isOperatorError(error: unknown): error is Error {
  return error instanceof PortInUseError || error instanceof ConfigError || error instanceof DatabaseOpenError;
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(isOperatorError(error) ? error.message : error);
    process.exitCode = 1;
  });
}
