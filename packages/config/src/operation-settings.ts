/**
 * How a service runs beside others (decision 0056): how many worker processes, where its Prometheus metrics
 * are served, how long a shutdown waits for requests in flight. METRICS_HOST, METRICS_TOKEN and
 * SHUTDOWN_TIMEOUT_MS are read alike by every service; the workers and the metrics port are each service's own
 * (`API_WORKERS`, `API_METRICS_PORT`…), made with `workersSetting` and `metricsPortSetting`.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const operationSettings = {
  /** The interface the metrics ports listen on: loopback unless the scraper is on another machine. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long SIGTERM waits for requests in flight before cutting them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
};

/** `cores` is one worker per core of this machine. */
export function workersSetting(defaultWorkers: number | 'cores') {
  return z
    .union([z.literal('cores'), z.coerce.number().int().min(1).max(64)], { error: 'a number from 1 to 64, or cores' })
    .default(defaultWorkers)
    .transform((value) => (value === 'cores' ? availableParallelism() : value));
}

/** Unset: no metrics port. */
export const metricsPortSetting = z.coerce.number().int().min(0).max(65_535).optional();

export interface OperationSettings {
  /** Worker processes; 1 runs the service in its own process alone. */
  readonly workers: number;
  /** Where GET /metrics is served; undefined when the service's metrics port is unset. */
  readonly metrics: { readonly host: string; readonly port: number; readonly token: string | undefined } | undefined;
  readonly shutdownTimeoutMs: number;
}

export function operationsFrom(
  vars: z.output<z.ZodObject<typeof operationSettings>>,
  workers: number,
  metricsPort: number | undefined,
): OperationSettings {
  return {
    workers,
    metrics:
      metricsPort === undefined ? undefined : { host: vars.METRICS_HOST, port: metricsPort, token: vars.METRICS_TOKEN },
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
  };
}
