/**
 * An episode's packaging jobs as the console handles them (decisions 0043, 0047): the list and one job's
 * status, starting a job for a finished upload, retrying and cancelling one. Every change goes through the
 * packaging service, with its audit entry in the transaction that writes the job's row.
 */
import {
  type EpisodePackagingJobs,
  type PackagingJob,
  type PaginationQuery,
  VIDEO_UPLOAD_MESSAGES,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, episodeMedia, episodes, packagingJobs, titles } from '@hanabi/db';
import {
  type JobWriteHook,
  type PackagingJobStatus,
  PackagingRequestError,
  type PackagingService,
} from '@hanabi/packaging';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { findCompleteUpload } from './video-upload-server.ts';
import type { VideoUploadStore } from './video-upload-store.ts';

const EPISODE_NOT_FOUND = () => new ApiError('notFound', { message: VIDEO_UPLOAD_MESSAGES.episodeNotFound });
const ALREADY_RUNNING = 'このエピソードの動画はいま変換中です。終わるか中止してから始めてください。';

function packagingJobOf(job: PackagingJobStatus): PackagingJob {
  const iso = (instant: Date | null) => (instant === null ? null : toJapanIso(instant));
  return {
    id: job.id,
    episode_id: job.episodeId,
    status: job.status,
    stage: job.stage,
    percent: job.percent,
    attempt: job.attempt,
    log_tail: job.logTail,
    failure_reason: job.failureReason,
    cancel_requested: job.cancelRequested,
    created_at: toJapanIso(job.createdAt),
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
    elapsed_seconds: job.elapsedSeconds,
    remaining_seconds: job.remainingSeconds,
  };
}

/** The packaging service's refusals, as the API answers them. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof PackagingRequestError)) return error;
  const notFound = error.reason === 'episode-not-found' || error.reason === 'job-not-found';
  return new ApiError(notFound ? 'notFound' : 'conflict', { message: error.message });
}

/** The audit entry of a change to a job, written by the packaging service in the row's transaction. */
function audited(actor: AuditActor, operation: string, extra: Record<string, unknown> = {}): JobWriteHook {
  return async (tx, { before, after }) => {
    const shown = (job: PackagingJobStatus) => ({ status: job.status, cancel_requested: job.cancelRequested });
    await appendAuditEntry(tx, {
      ...actor,
      operation,
      targetType: 'packaging_job',
      targetId: after.id,
      before: before && shown(before),
      after: { episode_id: after.episodeId, ...shown(after), ...extra },
    });
  };
}

/** One job per episode at a time: the episode's row is held, so two starts cannot both pass. */
async function requireNoActiveJob(tx: AppDatabase, episodeId: number, newJobId: string): Promise<void> {
  await tx.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId)).for('update');
  const active = await tx.$count(
    packagingJobs,
    and(
      eq(packagingJobs.episodeId, episodeId),
      inArray(packagingJobs.status, ['queued', 'running']),
      ne(packagingJobs.id, newJobId),
    ),
  );
  if (active > 0) throw new ApiError('conflict', { message: ALREADY_RUNNING });
}

/** `hook`, once no other job of the episode is queued or running. */
function alone(hook: JobWriteHook): JobWriteHook {
  return async (tx, change) => {
    await requireNoActiveJob(tx, change.after.episodeId, change.after.id);
    await hook(tx, change);
  };
}

export interface PackagingJobsService {
  episodeJobs(episodeId: number, query: PaginationQuery): Promise<EpisodePackagingJobs>;
  job(jobId: string): Promise<PackagingJob>;
  start(actor: AuditActor, episodeId: number, uploadId: string): Promise<PackagingJob>;
  retry(actor: AuditActor, jobId: string): Promise<PackagingJob>;
  cancel(actor: AuditActor, jobId: string): Promise<PackagingJob>;
}

export function createPackagingJobsService(deps: {
  db: AppDatabase;
  /** Opened on first use: an API that never handles a job never starts the queue. */
  packaging: () => Promise<PackagingService>;
  uploads: VideoUploadStore;
}): PackagingJobsService {
  const { db, packaging } = deps;

  async function changed(change: (service: PackagingService) => Promise<PackagingJobStatus>): Promise<PackagingJob> {
    try {
      return packagingJobOf(await change(await packaging()));
    } catch (error) {
      throw asApiError(error);
    }
  }

  return {
    async episodeJobs(episodeId, query) {
      const [episode] = await db
        .select({
          id: episodes.id,
          title_id: episodes.titleId,
          title_name: titles.name,
          prefix_name: episodes.prefixName,
          name: episodes.name,
          packaged_asset: episodeMedia.assetPath,
        })
        .from(episodes)
        .innerJoin(titles, eq(titles.id, episodes.titleId))
        .leftJoin(episodeMedia, eq(episodeMedia.episodeId, episodes.id))
        .where(eq(episodes.id, episodeId));
      if (!episode) throw EPISODE_NOT_FOUND();
      const { packaged_asset, ...named } = episode;
      const { items, total } = await (await packaging()).episodeJobs(episodeId, pageWindow(query));
      return {
        episode: { ...named, packaged: packaged_asset !== null },
        items: items.map(packagingJobOf),
        pagination: paginationOf(query, total),
      };
    },

    async job(jobId) {
      const job = await (await packaging()).jobStatus(jobId);
      if (!job) throw new ApiError('notFound', { message: 'ジョブが見つかりません。' });
      return packagingJobOf(job);
    },

    async start(actor, episodeId, uploadId) {
      const upload = await findCompleteUpload(deps.uploads, uploadId);
      if (upload === undefined) throw new ApiError('notFound', { message: VIDEO_UPLOAD_MESSAGES.uploadNotFound });
      if (upload === 'incomplete') throw new ApiError('conflict', { message: VIDEO_UPLOAD_MESSAGES.uploadIncomplete });
      if (upload.episodeId !== episodeId) {
        throw new ApiError('conflict', { message: VIDEO_UPLOAD_MESSAGES.otherEpisode });
      }
      const inTransaction = alone(audited(actor, 'packaging_job.start', { upload_id: upload.id }));
      return changed((service) => service.enqueuePackaging({ episodeId, ...upload.source }, { inTransaction }));
    },

    retry: (actor, jobId) =>
      changed((service) => service.retryJob(jobId, { inTransaction: alone(audited(actor, 'packaging_job.retry')) })),

    cancel: (actor, jobId) =>
      changed((service) => service.cancelJob(jobId, { inTransaction: audited(actor, 'packaging_job.cancel') })),
  };
}
