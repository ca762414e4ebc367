/**
 * Runs the built web client on its own: `npx tsx apps/web/server/standalone.ts`, as WEB_WORKERS worker
 * processes on its port (node:cluster). SIGTERM makes it not ready, stops accepting and lets requests in flight
 * finish (SHUTDOWN_TIMEOUT_MS at most) before it exits (decision 0056).
 */
import { installGracefulShutdown, runClustered } from '@hanabi/observability';
import { type Env, getEnv } from '../app/lib/env.server.ts';
import { startWeb } from './start.ts';

async function startService(env: Env) {
  const web = await startWeb({ env, closeGraceMs: env.SHUTDOWN_TIMEOUT_MS });
  console.info(`Hanabi web listening on ${web.url} (API ${env.API_INTERNAL_URL}, ${env.APP_ENV})`);
  installGracefulShutdown({
    readiness: web.readiness,
    stopServing: () => web.close(),
    // The web server holds no database: nothing else to close.
    release: async () => {},
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    log: (line) => console.info(`[web] ${line}`),
  });
  return web.metrics;
}

async function main(): Promise<void> {
  const env = getEnv();
  await runClustered({
    workers: env.WEB_WORKERS,
    metricsListen:
      env.WEB_METRICS_PORT === undefined
        ? undefined
        : { host: env.METRICS_HOST, port: env.WEB_METRICS_PORT, token: env.METRICS_TOKEN },
    startService: () => startService(env),
    log: (line) => console.info(`[web] ${line}`),
  });
}

main().catch((error: unknown) => {
  console.error(`Hanabi web could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
