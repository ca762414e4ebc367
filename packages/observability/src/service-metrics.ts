/**
 * The Prometheus metrics every service keeps (decision 0056): requests, their latency and errors per route
 * pattern, the database pool, cache lookups and job queue depth, plus Node's own process metrics. One
 * registry per service, so that the launcher's single process (decision 0003) keeps three apart.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What node-postgres' Pool tells about its connections. */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { readonly max?: number | undefined };
}

export interface ServiceMetrics {
  readonly registry: Registry;
  /**
   * One answered request. `route` is the pattern (`/v1/titles/:id`), never the raw URL: one series per route,
   * not per title; requests that matched no route count under `unmatched`.
   */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** A lookup in an in-process or shared cache, counted for its hit rate (`cache` names the cache). */
  countCacheLookup(cache: string, hit: boolean): void;
  /** Reports the connections of a PostgreSQL pool at each scrape. */
  watchPool(pool: PoolUse): void;
  /** Reports a job queue's waiting jobs at each scrape; a failed read leaves the gauge out of that scrape. */
  watchQueueDepth(queue: string, read: () => Promise<number>): void;
}

/** Seconds: from a cached answer (a few ms) to a request about to be cut by the statement timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: 'hanabi_' });

  const requests = new Counter({
    name: 'hanabi_http_requests_total',
    help: 'Answered HTTP requests by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'hanabi_http_request_errors_total',
    help: 'Requests answered with a 5xx status, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hanabi_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'hanabi_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit or miss); the hit rate is hit / (hit + miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });

  const pools: PoolUse[] = [];
  new Gauge({
    name: 'hanabi_db_pool_connections',
    help: 'PostgreSQL pool connections: open (total), idle, requests waiting for one, and the most allowed (max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const pool of pools) {
        this.inc({ state: 'total' }, pool.totalCount);
        this.inc({ state: 'idle' }, pool.idleCount);
        this.inc({ state: 'waiting' }, pool.waitingCount);
        this.inc({ state: 'max' }, pool.options.max ?? 10);
      }
    },
  });

  const queues = new Map<string, () => Promise<number>>();
  new Gauge({
    name: 'hanabi_job_queue_depth',
    help: 'Jobs waiting in a queue (not yet taken by a worker)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        [...queues].map(async ([queue, read]) => {
          const depth = await read().catch(() => undefined);
          if (depth !== undefined) this.set({ queue }, depth);
        }),
      );
    },
  });

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      if (status >= 500) errors.inc(labels);
      latency.observe({ method, route }, seconds);
    },
    countCacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    watchPool: (pool) => void pools.push(pool),
    watchQueueDepth: (queue, read) => void queues.set(queue, read),
  };
}
