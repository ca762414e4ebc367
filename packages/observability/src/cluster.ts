/**
 * Several worker processes of one service on one port (`node:cluster`, decision 0056). The primary only
 * forks, replaces a worker that died, serves the metrics of all of them (prom-client's AggregatorRegistry)
 * and passes SIGTERM on; each worker runs the service as a single process would, its own database pool
 * included. Nothing a request needs lives in one worker's memory: sessions, sign-in limits and purchases are in
 * the database, so any worker may answer any request.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { type RunningMetricsServer, startMetricsServer } from './metrics-server.ts';
import type { ServiceMetrics } from './service-metrics.ts';

export interface MetricsListen {
  host: string;
  port: number;
  token: string | undefined;
}

export interface ClusterOptions {
  /** 1 runs the service in this process, without a primary. */
  workers: number;
  /** Where the service's metrics are served; undefined: not at all. */
  metricsListen: MetricsListen | undefined;
  /** Starts the service in this process (a worker, or the only process); returns its metrics. */
  startService(): Promise<ServiceMetrics>;
  log: (line: string) => void;
}

/** A worker that dies within this long of its start is not replaced: it would only die again. */
const CRASH_LOOP_MS = 5_000;

export async function runClustered({ workers, metricsListen, startService, log }: ClusterOptions): Promise<void> {
  if (workers <= 1 || cluster.isWorker) {
    const metrics = await startService();
    if (cluster.isWorker) answerPrimaryScrapes(metrics);
    else if (metricsListen) await serveMetrics(metricsListen, metrics.registry, log);
    return;
  }
  await runPrimary(workers, metricsListen, log);
}

/**
 * A worker answers its primary's requests for its metrics: prom-client installs that listener when an
 * AggregatorRegistry is constructed, in the workers too, and sends the registries set here.
 */
function answerPrimaryScrapes(metrics: ServiceMetrics): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
}

async function serveMetrics(
  listen: MetricsListen,
  registry: { contentType: string; metrics(): Promise<string> },
  log: (line: string) => void,
): Promise<RunningMetricsServer> {
  const server = await startMetricsServer({
    ...listen,
    metrics: { contentType: registry.contentType, text: () => registry.metrics() },
  });
  log(`Metrics at ${server.url}${listen.token ? ' (bearer token required)' : ''}`);
  return server;
}

async function runPrimary(workers: number, metricsListen: MetricsListen | undefined, log: (line: string) => void) {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`Worker ${worker.id} stopped (${signal ?? `code ${code}`}).`);
    if (lived > CRASH_LOOP_MS) fork();
    else if (startedAt.size === 0) {
      log('Every worker stopped right after starting: giving up.');
      process.exit(1);
    }
  });
  for (let index = 0; index < workers; index += 1) fork();

  const aggregator = new AggregatorRegistry();
  const metricsServer = metricsListen
    ? await serveMetrics(
        metricsListen,
        { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() },
        log,
      )
    : undefined;

  // SIGTERM or Ctrl-C: each worker gets one SIGTERM (workers ignore the terminal's SIGINT), drains its
  // requests, and the primary leaves when the last one has gone.
  const stop = (signal: NodeJS.Signals) => {
    const workersLeft = Object.values(cluster.workers ?? {});
    if (stopping) {
      // Only Ctrl-C pressed again insists; a SIGTERM passed on by a launcher asks for the same stop again.
      if (signal !== 'SIGINT') return;
      log('Stopping again: the workers are ended without waiting.');
      for (const worker of workersLeft) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    void metricsServer?.close();
    for (const worker of workersLeft) worker?.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
