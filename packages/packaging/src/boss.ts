/**
 * pg-boss over the application's own database connection (decision 0043): on PostgreSQL through the pool,
 * on the embedded PGlite through its single client. pg-boss 10 takes a bring-your-own `db` with one method,
 * so both engines run the very same queue, and on PGlite the queue shares the launcher's one process and
 * one database. pg-boss keeps its tables in its own schema (`pgboss`), which it creates and migrates itself.
 */
import type { Database } from '@hanabi/db';
import PgBoss from 'pg-boss';

/** The one queue of packaging jobs. */
export const PACKAGING_QUEUE = 'media-packaging';

export interface QueueTiming {
  /** How often an idle worker asks for a job (pg-boss polls; 2 s by default). */
  pollingIntervalSeconds: number;
  /**
   * The longest a job may stay with one worker before pg-boss takes it back and retries it: the limit for a
   * worker that hangs while still sending heartbeats. A worker that died is noticed much sooner, by its
   * stale heartbeat (packaging-worker.ts).
   */
  expireInSeconds: number;
  /** How often pg-boss looks for expired jobs. */
  maintenanceIntervalSeconds: number;
  /** Workers that die mid-job: after this many, the job fails. */
  retryLimit: number;
}

export const DEFAULT_QUEUE_TIMING: QueueTiming = {
  pollingIntervalSeconds: 2,
  expireInSeconds: 3 * 60 * 60,
  maintenanceIntervalSeconds: 60,
  retryLimit: 3,
};

function executeSqlOn(database: Database): PgBoss.Db {
  if (database.kind === 'postgres') {
    return { executeSql: (text, values) => database.pool.query(text, values) };
  }
  const { client } = database;
  return {
    // pg-boss sends its schema set-up and several operations as many statements in one string, without
    // parameters: PGlite runs those through exec (one transaction of its single connection at a time).
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** How a packaging job is sent: retried at once when its worker dies, taken back when it overstays. */
export function sendOptions(timing: QueueTiming): PgBoss.SendOptions {
  return { retryLimit: timing.retryLimit, retryDelay: 0, expireInSeconds: timing.expireInSeconds };
}

/** Starts pg-boss on `database` and makes sure the packaging queue exists. */
export async function startBoss(
  database: Database,
  timing: Pick<QueueTiming, 'maintenanceIntervalSeconds'>,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: executeSqlOn(database),
    // No cron: nothing here is scheduled. Supervision finds expired jobs and keeps the tables small.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
  });
  // An 'error' event nobody listens to would stop the process.
  boss.on('error', onError);
  await boss.start();
  // Idempotent; the retry and expiry settings go with each job instead (sendOptions), so that every worker
  // and every enqueuer agree whatever queue row an earlier version left.
  await boss.createQueue(PACKAGING_QUEUE);
  return boss;
}
