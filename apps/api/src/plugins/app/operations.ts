/**
 * What operators of many instances see of this one (decision 0056): `/health/live` and `/health/ready` (the
 * database answers and its migrations are applied, and the instance is not shutting down), every request's
 * metrics under its route pattern, the database pool and the packaging queue's depth. `app.metrics` is the
 * hook other code counts its cache lookups with; `app.readiness` is what a shutdown turns not-ready.
 */
import { type Database, migrationsAppliedCheck, packagingJobs } from '@hanabi/db';
import {
  createReadiness,
  healthProbeRoutes,
  observeRequests,
  type Readiness,
  type ServiceMetrics,
} from '@hanabi/observability';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from '../../lib/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics;
    readiness: Readiness;
  }
}

/** Jobs waiting for a packaging worker (decision 0043): the row an operator sees, on either engine. */
async function queuedPackagingJobs(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ queued: count() })
    .from(packagingJobs)
    .where(eq(packagingJobs.status, 'queued'));
  return row?.queued ?? 0;
}

export const operationsPlugin = appPlugin<{ metrics: ServiceMetrics }>(
  async (app, { metrics }) => {
    const { database } = app;
    const readiness = createReadiness({
      database: () => database.ping(),
      migrations: migrationsAppliedCheck(database),
    });
    app.decorate('metrics', metrics);
    app.decorate('readiness', readiness);
    if (database.kind === 'postgres') metrics.watchPool(database.pool);
    metrics.watchQueueDepth('media-packaging', () => queuedPackagingJobs(database));
    observeRequests(app as unknown as FastifyInstance, metrics);
    healthProbeRoutes(app as unknown as FastifyInstance, readiness);
  },
  { name: 'operations', dependencies: ['database'] },
);
