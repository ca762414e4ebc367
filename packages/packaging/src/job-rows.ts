/**
 * The packaging_jobs rows: what an operator sees of a job. Every write of a running attempt names the
 * attempt it belongs to and changes nothing once another attempt has taken the job (the fence).
 */
import { type AppDatabase, packagingJobs } from '@hanabi/db';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';

export type PackagingJobRow = typeof packagingJobs.$inferSelect;
export type PackagingStage = NonNullable<PackagingJobRow['stage']>;

/** How many log lines a job keeps: enough for a console's tail, never a whole ffmpeg log. */
export const LOG_TAIL_LINES = 20;

/** Appends lines to the log tail, keeping the last LOG_TAIL_LINES. */
export function appendedLog(lines: readonly string[]) {
  const added = sql`${packagingJobs.logTail} || ${sql.param([...lines])}::text[]`;
  return sql`(${added})[greatest(1, cardinality(${added}) - ${LOG_TAIL_LINES - 1}):]`;
}

export async function findJob(db: AppDatabase, jobId: string): Promise<PackagingJobRow | undefined> {
  const [row] = await db.select().from(packagingJobs).where(eq(packagingJobs.id, jobId));
  return row;
}

export interface Attempt {
  jobId: string;
  attempt: number;
}

/** The attempt's row still is the job's current one, and still running. */
export function isCurrent({ jobId, attempt }: Attempt) {
  return and(eq(packagingJobs.id, jobId), eq(packagingJobs.attempt, attempt), eq(packagingJobs.status, 'running'));
}

/**
 * Takes the job for a new attempt when pg-boss delivers `queueJobId`: only the delivery the row waits for
 * (an operator's retry sends a new one), and only while the job is queued or running (a dead worker's).
 */
export async function takeJob(
  db: AppDatabase,
  jobId: string,
  queueJobId: string,
): Promise<PackagingJobRow | undefined> {
  const [row] = await db
    .update(packagingJobs)
    .set({
      status: 'running',
      attempt: sql`${packagingJobs.attempt} + 1`,
      stage: 'probe',
      percent: 0,
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(packagingJobs.id, jobId),
        eq(packagingJobs.queueJobId, queueJobId),
        inArray(packagingJobs.status, ['queued', 'running']),
        isNull(packagingJobs.cancelRequestedAt),
      ),
    )
    .returning();
  return row;
}

export interface Progress {
  stage?: PackagingStage;
  percent?: number;
  log?: readonly string[];
  /** The package this attempt is making, recorded before it is stored so a successor can remove it. */
  pending?: { assetPath: string; keyId: string };
}

/**
 * Records progress (and serves as the heartbeat). Answers whether the attempt may go on: false once the job
 * is another attempt's, or an operator asked to cancel it.
 */
export async function reportProgress(db: AppDatabase, current: Attempt, progress: Progress = {}): Promise<boolean> {
  const [row] = await db
    .update(packagingJobs)
    .set({
      heartbeatAt: sql`now()`,
      ...(progress.stage ? { stage: progress.stage } : {}),
      ...(progress.percent === undefined ? {} : { percent: Math.max(0, Math.min(100, Math.floor(progress.percent))) }),
      ...(progress.log?.length ? { logTail: appendedLog(progress.log) } : {}),
      ...(progress.pending ? { assetPath: progress.pending.assetPath, keyId: progress.pending.keyId } : {}),
    })
    .where(isCurrent(current))
    .returning({ cancelRequestedAt: packagingJobs.cancelRequestedAt });
  return row !== undefined && row.cancelRequestedAt === null;
}

/** Ends the attempt as failed or cancelled, with the reason an operator reads. */
export async function endAttempt(
  db: AppDatabase,
  current: Attempt,
  outcome: { status: 'failed' | 'cancelled'; reason: string | null; log: readonly string[] },
): Promise<void> {
  await db
    .update(packagingJobs)
    .set({
      status: outcome.status,
      failureReason: outcome.reason,
      logTail: appendedLog(outcome.log),
      finishedAt: sql`now()`,
      assetPath: null,
      keyId: null,
    })
    .where(isCurrent(current));
}

/** Running jobs whose worker has said nothing for `staleSeconds`: presumed dead. */
export async function staleJobs(db: AppDatabase, staleSeconds: number): Promise<PackagingJobRow[]> {
  return db
    .select()
    .from(packagingJobs)
    .where(
      and(
        eq(packagingJobs.status, 'running'),
        lt(packagingJobs.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    );
}
