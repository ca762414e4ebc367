/**
 * A packaging worker: takes jobs from the pg-boss queue and runs them (decision 0043). Several may run, in
 * one process or many, on one database: pg-boss hands each job to one of them (`FOR UPDATE SKIP LOCKED`),
 * and the job's row lets only the attempt that took it last write or publish.
 *
 * A worker that dies leaves its job `running` with a heartbeat that stops: any worker that sees the
 * heartbeat stale hands the job back to pg-boss as failed, which retries it at once on whichever worker asks
 * next; that attempt first removes what the dead one left.
 */
import type { Database } from '@hanabi/db';
import { packagingJobs } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { AttemptStopped, AttemptTracker } from './attempt-tracker.ts';
import { DEFAULT_QUEUE_TIMING, PACKAGING_QUEUE, type QueueTiming, startBoss } from './boss.ts';
import { failureReason } from './failure-reasons.ts';
import { appendedLog, endAttempt, findJob, staleJobs, takeJob } from './job-rows.ts';
import { MEDIA_TOOL_STEPS, type PackagingSteps } from './package-episode-steps.ts';
import { runAttempt } from './run-attempt.ts';

export interface PackagingWorkerOptions {
  database: Database;
  storage: MediaStorage;
  /** Where attempts keep their renditions while they work. */
  workRoot: string;
  /** Jobs run at the same time by this worker (each ffmpeg uses every core it gets): 1 by default. */
  concurrency?: number;
  /** How often a running job's row is touched (5 s by default). */
  heartbeatSeconds?: number;
  /** A running job whose heartbeat is older than this is presumed dead (60 s by default). */
  staleAfterSeconds?: number;
  timing?: Partial<QueueTiming>;
  steps?: PackagingSteps;
  /** Where the worker says what it does (one line each); nothing by default. */
  log?: (line: string) => void;
}

export interface PackagingWorker {
  /** Stops taking jobs; running attempts stop, clean up and go back to the queue. */
  stop(): Promise<void>;
}

const STOPPED_LOG: Record<AttemptStopped['why'], string> = {
  cancelled: '中止しました（オペレーターの指示）。',
  superseded: 'このワーカーの試行は打ち切られました（別のワーカーが引き継ぎました）。',
  shutdown: 'ワーカーが停止したため中断しました。次に動くワーカーが最初からやり直します。',
};

export async function startPackagingWorker(options: PackagingWorkerOptions): Promise<PackagingWorker> {
  const { database, storage, workRoot } = options;
  const { db } = database;
  const timing = { ...DEFAULT_QUEUE_TIMING, ...options.timing };
  const heartbeatSeconds = options.heartbeatSeconds ?? 5;
  const staleAfterSeconds = options.staleAfterSeconds ?? 60;
  const log = options.log ?? (() => undefined);
  const deps = { db, storage, workRoot, steps: options.steps ?? MEDIA_TOOL_STEPS };
  const running = new Set<AttemptTracker>();

  const boss = await startBoss(database, timing, (error) => log(`packaging queue: ${error.message}`));

  async function handle(job: PgBoss.Job<{ jobId: string }>): Promise<void> {
    const row = await takeJob(db, job.data.jobId, job.id);
    if (!row) return; // Cancelled, finished, or an operator's retry sent a newer delivery.
    const current = { jobId: row.id, attempt: row.attempt };
    const wasCancelled = async () => (await findJob(db, row.id))?.cancelRequestedAt != null;
    const tracker = new AttemptTracker(db, current, heartbeatSeconds, wasCancelled);
    running.add(tracker);
    log(`packaging job ${row.id}: attempt ${row.attempt} for episode ${row.episodeId}`);
    try {
      await runAttempt(deps, row, tracker);
      log(`packaging job ${row.id}: published`);
    } catch (error) {
      if (!(error instanceof AttemptStopped)) {
        const reason = failureReason(error);
        log(`packaging job ${row.id}: failed: ${error instanceof Error ? error.message : String(error)}`);
        await endAttempt(db, current, { status: 'failed', reason, log: [`失敗: ${reason}`] });
        return;
      }
      log(`packaging job ${row.id}: ${error.why}`);
      if (error.why === 'cancelled') {
        await endAttempt(db, current, { status: 'cancelled', reason: null, log: [STOPPED_LOG.cancelled] });
      } else if (error.why === 'shutdown') {
        await requeue(current, STOPPED_LOG.shutdown);
        // Failing the delivery makes pg-boss retry it, for the next worker that runs.
        throw error;
      }
    } finally {
      running.delete(tracker);
    }
  }

  /** The attempt's row back to queued (only while it is still that attempt's), with a line saying why. */
  async function requeue(current: { jobId: string; attempt: number }, line: string): Promise<boolean> {
    const rows = await db
      .update(packagingJobs)
      .set({ status: 'queued', logTail: appendedLog([line]) })
      .where(
        and(
          eq(packagingJobs.id, current.jobId),
          eq(packagingJobs.attempt, current.attempt),
          eq(packagingJobs.status, 'running'),
        ),
      )
      .returning({ id: packagingJobs.id });
    return rows.length > 0;
  }

  /** Hands the jobs of dead workers back to pg-boss, which retries each at once (or fails it, when spent). */
  async function reclaimStaleJobs(): Promise<void> {
    for (const row of await staleJobs(db, staleAfterSeconds)) {
      if (!row.queueJobId) continue;
      const line = 'ワーカーから応答がなくなったため、別のワーカーでやり直します。';
      if (!(await requeue({ jobId: row.id, attempt: row.attempt }, line))) continue;
      log(`packaging job ${row.id}: worker of attempt ${row.attempt} presumed dead, retrying`);
      await boss.fail(PACKAGING_QUEUE, row.queueJobId, { reason: 'stale heartbeat' });
      const delivery = await boss.getJobById(PACKAGING_QUEUE, row.queueJobId);
      if (delivery?.state === 'failed') {
        const reason = `ワーカーが${timing.retryLimit + 1}回続けて止まったため中止しました。再実行してください。`;
        await db
          .update(packagingJobs)
          .set({ status: 'failed', failureReason: reason, finishedAt: sql`now()`, logTail: appendedLog([reason]) })
          .where(and(eq(packagingJobs.id, row.id), eq(packagingJobs.status, 'queued')));
      }
    }
  }

  let reclaiming = Promise.resolve();
  const reclaimTimer = setInterval(
    () => {
      reclaiming = reclaiming
        .then(reclaimStaleJobs)
        .catch((error: unknown) => log(`packaging queue: ${error instanceof Error ? error.message : error}`));
    },
    Math.max(1, staleAfterSeconds / 2) * 1000,
  );

  const workOptions = { batchSize: 1, pollingIntervalSeconds: timing.pollingIntervalSeconds };
  for (let slot = 0; slot < (options.concurrency ?? 1); slot += 1) {
    await boss.work<{ jobId: string }>(PACKAGING_QUEUE, workOptions, async ([job]) => {
      if (job) await handle(job);
    });
  }

  return {
    async stop() {
      clearInterval(reclaimTimer);
      await reclaiming;
      await boss.offWork(PACKAGING_QUEUE);
      for (const tracker of running) tracker.stop('shutdown');
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
