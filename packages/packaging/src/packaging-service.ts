/**
 * What a console (or a command) does with packaging jobs: enqueue one for an uploaded file, read a job's
 * status, retry a failed or cancelled job, cancel one (decision 0043). Refusals are PackagingRequestError
 * with a Japanese message, for a 4xx.
 */
import { randomUUID } from 'node:crypto';
import { type AppDatabase, type Database, episodes, packagingJobs } from '@hanabi/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { DEFAULT_QUEUE_TIMING, PACKAGING_QUEUE, type QueueTiming, sendOptions, startBoss } from './boss.ts';
import { appendedLog, findJob, type PackagingJobRow } from './job-rows.ts';

/** The request cannot be done as asked; the message says why, in Japanese. */
export class PackagingRequestError extends Error {
  override name = 'PackagingRequestError';

  constructor(
    readonly reason: 'episode-not-found' | 'job-not-found' | 'not-retryable' | 'not-cancellable',
    message: string,
  ) {
    super(message);
  }
}

/** A job as a console shows it. */
export interface PackagingJobStatus {
  id: string;
  episodeId: number;
  status: PackagingJobRow['status'];
  /** The stage running or last reached; null before a worker took it. */
  stage: PackagingJobRow['stage'];
  percent: number;
  /** How many times a worker has taken it (a dead worker's job is taken again). */
  attempt: number;
  /** An operator asked a running job to stop; its worker stops at its next heartbeat. */
  cancelRequested: boolean;
  logTail: string[];
  /** Why it failed, in Japanese. */
  failureReason: string | null;
  /** The package it published, once succeeded. */
  assetPath: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Since the current attempt started (until it finished). */
  elapsedSeconds: number | null;
  /** An estimate from the pace so far, while running and once it has made progress. */
  remainingSeconds: number | null;
}

export function statusOf(row: PackagingJobRow, now = new Date()): PackagingJobStatus {
  const end = row.finishedAt ?? now;
  const elapsedSeconds = row.startedAt
    ? Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000))
    : null;
  const estimating = row.status === 'running' && elapsedSeconds !== null && row.percent > 0;
  return {
    id: row.id,
    episodeId: row.episodeId,
    status: row.status,
    stage: row.stage,
    percent: row.percent,
    attempt: row.attempt,
    cancelRequested: row.cancelRequestedAt !== null,
    logTail: row.logTail,
    failureReason: row.failureReason,
    assetPath: row.status === 'succeeded' ? row.assetPath : null,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    elapsedSeconds,
    remainingSeconds: estimating ? Math.round((elapsedSeconds * (100 - row.percent)) / row.percent) : null,
  };
}

/**
 * Runs in the transaction that writes the job's row, with the job as it was (null for a new one) and as it
 * is: an operator's audit entry, committed with the change or not at all (decision 0042).
 */
export type JobWriteHook = (
  tx: AppDatabase,
  change: { before: PackagingJobStatus | null; after: PackagingJobStatus },
) => Promise<void>;

export interface JobWriteOptions {
  inTransaction?: JobWriteHook;
}

/**
 * What a job packages: a file the workers can read (`sourcePath`), or a file in media storage (`sourceKey`,
 * an upload in the bucket), which the worker streams into its work folder first.
 */
export type PackagingSource = { sourcePath: string; sourceKey?: never } | { sourceKey: string; sourcePath?: never };

export interface PackagingService {
  /** A new job packaging the source for the episode. */
  enqueuePackaging(
    request: { episodeId: number } & PackagingSource,
    options?: JobWriteOptions,
  ): Promise<PackagingJobStatus>;
  jobStatus(jobId: string): Promise<PackagingJobStatus | undefined>;
  /** The episode's jobs, newest first, one page of them, and how many there are. */
  episodeJobs(
    episodeId: number,
    window: { limit: number; offset: number },
  ): Promise<{ items: PackagingJobStatus[]; total: number }>;
  /** Queues a failed or cancelled job again, from the start. */
  retryJob(jobId: string, options?: JobWriteOptions): Promise<PackagingJobStatus>;
  /** Cancels a queued job at once, a running one at its worker's next heartbeat. */
  cancelJob(jobId: string, options?: JobWriteOptions): Promise<PackagingJobStatus>;
  close(): Promise<void>;
}

const NOT_FOUND = () => new PackagingRequestError('job-not-found', 'ジョブが見つかりません。');

export async function openPackagingService(
  database: Database,
  timing: Partial<QueueTiming> = {},
): Promise<PackagingService> {
  const { db } = database;
  const settings = { ...DEFAULT_QUEUE_TIMING, ...timing };
  const boss: PgBoss = await startBoss(database, settings, () => undefined);

  async function send(row: PackagingJobRow): Promise<PackagingJobStatus> {
    if (!row.queueJobId) throw new Error('A queued job without its delivery id');
    try {
      await boss.send(PACKAGING_QUEUE, { jobId: row.id }, { ...sendOptions(settings), id: row.queueJobId });
    } catch (error) {
      const reason = 'キューに登録できませんでした。時間をおいて再実行してください。';
      await db
        .update(packagingJobs)
        .set({ status: 'failed', failureReason: reason, finishedAt: sql`now()` })
        .where(eq(packagingJobs.id, row.id));
      throw error;
    }
    return statusOf(row);
  }

  /** Runs `write` in a transaction with the caller's hook; undefined (and nothing written) when it changed no row. */
  async function written(
    write: (tx: AppDatabase) => Promise<PackagingJobRow | undefined>,
    before: PackagingJobRow | null,
    options: JobWriteOptions,
  ): Promise<PackagingJobRow | undefined> {
    return db.transaction(async (tx) => {
      const row = await write(tx);
      if (row && options.inTransaction) {
        await options.inTransaction(tx, { before: before && statusOf(before), after: statusOf(row) });
      }
      return row;
    });
  }

  async function existing(jobId: string): Promise<PackagingJobRow> {
    const row = await findJob(db, jobId).catch(() => undefined); // Not a UUID: no such job either.
    if (!row) throw NOT_FOUND();
    return row;
  }

  return {
    async enqueuePackaging({ episodeId, sourcePath, sourceKey }, options = {}) {
      const [episode] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId));
      if (!episode) {
        throw new PackagingRequestError('episode-not-found', `エピソード ${episodeId} が見つかりません。`);
      }
      const row = await written(
        async (tx) => {
          const [inserted] = await tx
            .insert(packagingJobs)
            .values({ episodeId, sourcePath, sourceKey, queueJobId: randomUUID(), logTail: ['受け付けました。'] })
            .returning();
          return inserted;
        },
        null,
        options,
      );
      if (!row) throw new Error('The job row was not written');
      return send(row);
    },

    async jobStatus(jobId) {
      const row = await findJob(db, jobId).catch(() => undefined);
      return row && statusOf(row);
    },

    async episodeJobs(episodeId, { limit, offset }) {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(packagingJobs)
          .where(eq(packagingJobs.episodeId, episodeId))
          .orderBy(desc(packagingJobs.createdAt), desc(packagingJobs.id))
          .limit(limit)
          .offset(offset),
        db.$count(packagingJobs, eq(packagingJobs.episodeId, episodeId)),
      ]);
      const now = new Date();
      return { items: rows.map((row) => statusOf(row, now)), total };
    },

    async retryJob(jobId, options = {}) {
      const before = await existing(jobId);
      const row = await written(
        async (tx) => {
          const [retried] = await tx
            .update(packagingJobs)
            .set({
              status: 'queued',
              stage: null,
              percent: 0,
              queueJobId: randomUUID(),
              cancelRequestedAt: null,
              failureReason: null,
              assetPath: null,
              keyId: null,
              startedAt: null,
              heartbeatAt: null,
              finishedAt: null,
              logTail: appendedLog(['再実行を受け付けました。']),
            })
            .where(and(eq(packagingJobs.id, jobId), inArray(packagingJobs.status, ['failed', 'cancelled'])))
            .returning();
          return retried;
        },
        before,
        options,
      );
      if (!row) {
        throw new PackagingRequestError('not-retryable', '失敗または中止したジョブだけを再実行できます。');
      }
      return send(row);
    },

    async cancelJob(jobId, options = {}) {
      const before = await existing(jobId);
      const cancelledQueued = await written(
        async (tx) => {
          const [row] = await tx
            .update(packagingJobs)
            .set({ status: 'cancelled', finishedAt: sql`now()`, logTail: appendedLog(['中止しました（開始前）。']) })
            .where(and(eq(packagingJobs.id, jobId), eq(packagingJobs.status, 'queued')))
            .returning();
          return row;
        },
        before,
        options,
      );
      if (cancelledQueued) {
        if (before.queueJobId) await boss.cancel(PACKAGING_QUEUE, before.queueJobId);
        return statusOf(cancelledQueued);
      }
      const cancelling = await written(
        async (tx) => {
          const [row] = await tx
            .update(packagingJobs)
            .set({ cancelRequestedAt: sql`coalesce(${packagingJobs.cancelRequestedAt}, now())` })
            .where(and(eq(packagingJobs.id, jobId), eq(packagingJobs.status, 'running')))
            .returning();
          return row;
        },
        before,
        options,
      );
      if (!cancelling) throw new PackagingRequestError('not-cancellable', '終わったジョブは中止できません。');
      return statusOf(cancelling);
    },

    close: () => boss.stop({ graceful: false, close: false }),
  };
}
