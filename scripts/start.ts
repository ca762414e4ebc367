/**
 * Command one: builds what is not built, prepares the database and the demo media, and runs the three
 * services and a packaging worker. On the embedded database (PGlite) in this one process, because it can be
 * opened by a single process only (decision 0003); with DATABASE_URL each service runs as a process of its own
 * with its number of workers, as production runs them (decision 0056).
 * `npm start -- --prepare-only` prepares the database and the demo media, then exits without building or
 * starting anything (an image build, a cache warm-up, the fresh-machine test).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAccountsConfig, startAccounts } from '@hanabi/accounts';
import { loadApiConfig, startApi } from '@hanabi/api';
import type { Database } from '@hanabi/db';
import { parseEnv as parseWebEnv, startWeb } from '@hanabi/web/server';
import { loadWorkerConfig, startWorker, type WorkerConfig } from '@hanabi/worker';
import { z } from 'zod';
import { startInProcessMetrics } from './lib/in-process-metrics.ts';
import { findBusyPorts } from './lib/ports.ts';
import { openDatabase, prepareData } from './lib/prepare-data.ts';
import { startServiceProcesses } from './lib/service-processes.ts';
import { ensureWebBuilt } from './lib/web-build.ts';

const root = resolve(import.meta.dirname, '..');
const log = (line: string) => console.info(line);

interface Stoppable {
  close(): Promise<void>;
}

/** What has been started so far, in start order. */
const running: Stoppable[] = [];

/** Stops what runs in reverse start order, so nothing is left talking to a closed dependency. */
async function stopAll(): Promise<void> {
  for (const stoppable of running.splice(0).reverse()) {
    await stoppable.close().catch((error: unknown) => console.error(error));
  }
}

function installShutdown(): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.warn('Forced exit.');
      process.exit(1);
    }
    stopping = true;
    log(`\n${signal} received, stopping Hanabi…`);
    await stopAll();
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * The environment the services get. Started alone, a service with APP_ENV unset is production; the local
 * demo is development unless told otherwise (decision 0032).
 */
const env = { ...process.env, APP_ENV: process.env.APP_ENV || 'development' };

async function prepareOnly(): Promise<void> {
  const apiConfig = loadApiConfig(env);
  const database = await openDatabase(apiConfig);
  try {
    await prepareData(database, apiConfig, log);
  } finally {
    await database.close();
  }
  log('The database and the demo media are ready.');
}

async function main(): Promise<void> {
  // Each service reads its own settings; the launcher only uses what they parsed.
  const apiConfig = loadApiConfig(env);
  const accountsConfig = loadAccountsConfig(env);
  const webEnv = parseWebEnv(env);
  const workerConfig = loadWorkerConfig(env);

  const busy = await findBusyPorts(apiConfig.host, [
    { service: 'web', port: webEnv.WEB_PORT, variable: 'WEB_PORT' },
    { service: 'API', port: apiConfig.port, variable: 'API_PORT' },
    { service: 'accounts', port: accountsConfig.port, variable: 'ACCOUNTS_PORT' },
  ]);
  if (busy.length > 0) throw new LaunchError(busy.join('\n'));

  await ensureWebBuilt(root, log);

  installShutdown();
  const database = await openDatabase(apiConfig);
  running.push(database);
  await prepareData(database, apiConfig, log);

  if (database.kind === 'postgres') {
    const serviceUrl = (port: number) => `http://${loopbackOf(apiConfig.host)}:${port}`;
    running.push(
      await startServiceProcesses(
        [
          { name: 'API', entry: 'apps/api/src/server.ts', url: serviceUrl(apiConfig.port) },
          { name: 'accounts', entry: 'apps/accounts/src/server.ts', url: serviceUrl(accountsConfig.port) },
          { name: 'web', entry: 'apps/web/server/standalone.ts', url: serviceUrl(webEnv.WEB_PORT) },
        ],
        env,
      ),
    );
  } else {
    const api = await startApi({ database, config: apiConfig });
    running.push(stopsNotReadyFirst(api, api.app.readiness));
    const accounts = await startAccounts({ database, config: accountsConfig });
    running.push(stopsNotReadyFirst(accounts, accounts.app.readiness));
    const web = await startWeb({ env: webEnv });
    running.push(stopsNotReadyFirst(web, web.readiness));
    running.push(
      await startInProcessMetrics([
        { metrics: api.app.metrics, listen: apiConfig.operations.metrics },
        { metrics: accounts.app.metrics, listen: accountsConfig.operations.metrics },
        { metrics: web.metrics, listen: metricsListenOf(webEnv) },
      ]),
    );
  }
  running.push(startPackagingWorker(database, workerConfig));

  log(
    [
      '',
      `Hanabi is running in ${apiConfig.appEnv} mode:`,
      `  Web       ${webEnv.WEB_ORIGIN}`,
      `  API       ${apiConfig.apiOrigin}  (reference: ${apiConfig.apiOrigin}/docs)`,
      `  Accounts  ${webEnv.ACCOUNTS_ORIGIN}`,
      `  Database  ${database.kind === 'pglite' ? `embedded PGlite in ${apiConfig.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      database.kind === 'pglite'
        ? '  Processes one (the embedded database)'
        : `  Processes web ×${webEnv.WEB_WORKERS}, API ×${apiConfig.operations.workers}, accounts ×${accountsConfig.operations.workers} workers`,
      '',
      'Open the web address in a browser. Press Ctrl-C to stop.',
    ].join('\n'),
  );
}

/** On SIGTERM a service is not ready any more before it stops accepting (decision 0056). */
function stopsNotReadyFirst(service: Stoppable, readiness: { beginShutdown(): void }): Stoppable {
  return {
    close: () => {
      readiness.beginShutdown();
      return service.close();
    },
  };
}

function metricsListenOf(webEnv: ReturnType<typeof parseWebEnv>) {
  const port = webEnv.WEB_METRICS_PORT;
  return port === undefined ? undefined : { host: webEnv.METRICS_HOST, port, token: webEnv.METRICS_TOKEN };
}

/** Where the launcher reaches a service listening on `host`. */
function loopbackOf(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * A packaging worker in this process (decision 0043), so that a video an operator uploads is packaged on a
 * single machine, where nothing else can open the embedded database. It starts once the services listen and
 * is not waited for, so the start takes no longer; one that cannot start says why and leaves the rest running.
 */
function startPackagingWorker(database: Database, config: WorkerConfig): Stoppable {
  const worker = startWorker(database, config, (line) => log(`[worker] ${line}`)).catch((error: unknown) => {
    console.error(`The packaging worker could not start: ${error instanceof Error ? error.message : error}`);
    return undefined;
  });
  return { close: async () => (await worker)?.stop() };
}

/** A failure the operator can fix from the message alone: printed without a stack trace. */
class LaunchError extends Error {}

/** Errors of our own whose message already says what is wrong and what to do. */
const SELF_EXPLAINING_ERRORS = new Set(['DatabaseOpenError', 'ConfigError', 'PortInUseError']);

function explain(error: unknown): string {
  if (error instanceof z.ZodError) return `The environment holds an invalid setting:\n${z.prettifyError(error)}`;
  if (error instanceof LaunchError || (error instanceof Error && SELF_EXPLAINING_ERRORS.has(error.name))) {
    return error.message;
  }
  return `An unexpected error stopped it:\n${error instanceof Error ? error.stack : String(error)}`;
}

const { values: options } = parseArgs({ options: { 'prepare-only': { type: 'boolean', default: false } } });
(options['prepare-only'] ? prepareOnly() : main()).catch(async (error: unknown) => {
  console.error(`\nHanabi could not start.\n${explain(error)}`);
  await stopAll();
  process.exit(1);
});
