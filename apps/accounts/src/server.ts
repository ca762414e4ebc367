/**
 * Standalone entry (`npm start --workspace @hanabi/accounts`), for running the sign-in service on its own
 * machine against PostgreSQL, as ACCOUNTS_WORKERS worker processes on its port (node:cluster). SIGTERM makes it
 * not ready, lets requests in flight finish (SHUTDOWN_TIMEOUT_MS at most), then closes the pool (decision
 * 0056). `npm start` at the repository root runs it in-process on the embedded database instead.
 */
import { createDatabase } from '@hanabi/db';
import { installGracefulShutdown, runClustered, type ServiceMetrics } from '@hanabi/observability';
import { type AccountsConfig, loadAccountsConfig } from './config.ts';
import { startAccounts } from './start.ts';

async function startService(config: AccountsConfig, databaseUrl: string): Promise<ServiceMetrics> {
  const database = await createDatabase({ url: databaseUrl, limits: config.databaseLimits });
  const accounts = await startAccounts({ database, config }).catch(async (error: unknown) => {
    await database.close();
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  console.info(`Sign-in service listening on ${accounts.url}`);
  installGracefulShutdown({
    readiness: accounts.app.readiness,
    stopServing: () => accounts.close(),
    release: () => database.close(),
    drainTimeoutMs: config.operations.shutdownTimeoutMs,
    log: (line) => accounts.app.log.info(line),
  });
  return accounts.app.metrics;
}

const config = loadAccountsConfig();
const { databaseUrl } = config;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to run the sign-in service on its own; `npm start` at the root runs everything.');
  process.exit(1);
}
await runClustered({
  workers: config.operations.workers,
  metricsListen: config.operations.metrics,
  startService: () => startService(config, databaseUrl),
  log: (line) => console.info(`[accounts] ${line}`),
});
