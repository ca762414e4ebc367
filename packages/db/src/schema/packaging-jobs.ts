/**
 * Video packaging jobs (decision 0043). Owner: the packaging worker (packages/packaging), which writes the
 * progress; the console reads it through the packaging service. Which worker runs a job and when it is
 * retried is pg-boss's (its own `pgboss` schema, created by pg-boss itself, not by these migrations); this
 * table is what an operator sees of a job, and the fence that lets only one attempt publish.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { episodes } from './catalogue.ts';

export const PACKAGING_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const PACKAGING_STAGES = ['probe', 'encode', 'package', 'store', 'publish'] as const;

export const packagingJobs = pgTable(
  'packaging_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** The uploaded file, on a disk the workers share (local uploads, `npm run media:package`). */
    sourcePath: text('source_path'),
    /**
     * Or the uploaded file in media storage (`uploads/<id>` in the bucket, MEDIA_STORAGE=s3): a worker on any
     * machine streams it into its work folder first (decision 0047). Exactly one of the two is set.
     */
    sourceKey: text('source_key'),
    status: text('status', { enum: PACKAGING_JOB_STATUSES }).notNull().default('queued'),
    stage: text('stage', { enum: PACKAGING_STAGES }),
    /** 0–100, over the whole job. */
    percent: integer('percent').notNull().default(0),
    /**
     * How many times a worker has taken the job. A worker writes only while the number is still the one it
     * took, so a worker presumed dead that comes back cannot overwrite or publish over its successor.
     */
    attempt: integer('attempt').notNull().default(0),
    /** The pg-boss job that runs the current attempt (a retry by an operator sends a new one). */
    queueJobId: uuid('queue_job_id'),
    /** An operator asked to stop it; the worker stops at its next progress report. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** The last lines of the job's log, oldest first. */
    logTail: text('log_tail').array().notNull().default(sql`'{}'::text[]`),
    /** Why it failed, in Japanese, for the operator. */
    failureReason: text('failure_reason'),
    /**
     * The package of the current attempt (`video/<slug>/episode-<id>-<key id>`) and its content key, written
     * before the package is stored: what a successor removes when this attempt's worker died, and, once the
     * job succeeded, what it published.
     */
    assetPath: text('asset_path'),
    keyId: text('key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current attempt started. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The worker's last word on the job: progress, or a heartbeat while a tool runs. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('packaging_jobs_episode_created_idx').on(table.episodeId, table.createdAt),
    index('packaging_jobs_status_idx').on(table.status),
    check('packaging_jobs_percent_check', sql`${table.percent} between 0 and 100`),
    check('packaging_jobs_one_source_check', sql`(${table.sourcePath} is null) <> (${table.sourceKey} is null)`),
  ],
);
