import {
  type EpisodePackagingJobs,
  episodePackagingJobsSchema,
  type PackagingJob,
  type PaginationQuery,
  packagingJobSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** `/admin/v1/packaging-jobs/{id}` followed by `suffix`. */
const jobPath = (jobId: string, suffix = '') => `/admin/v1/packaging-jobs/${encodeURIComponent(jobId)}${suffix}`;
const episodeJobsPath = (episodeId: number) => `/admin/v1/episodes/${encodeURIComponent(episodeId)}/packaging-jobs`;

/**
 * An episode's packaging jobs (decision 0047): the console's server reads and changes them here. The upload
 * itself does not pass through this client: the browser sends it straight to the API with tus.
 */
export function videoEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/episodes/{id}/packaging-jobs — the episode and its jobs, newest first, paged. */
    getEpisodePackagingJobs: (
      episodeId: number,
      query: Partial<PaginationQuery> = {},
      options?: CallOptions,
    ): Promise<EpisodePackagingJobs> =>
      http.get(episodeJobsPath(episodeId), { ...options, query, schema: episodePackagingJobsSchema }),

    /** POST /admin/v1/episodes/{id}/packaging-jobs — packages a finished upload of the episode. */
    startPackaging: (episodeId: number, uploadId: string, options?: CallOptions): Promise<PackagingJob> =>
      http.post(episodeJobsPath(episodeId), { ...options, body: { upload_id: uploadId }, schema: packagingJobSchema }),

    /** POST /admin/v1/packaging-jobs/{id}/retry — a failed or cancelled job runs again from the start. */
    retryPackagingJob: (jobId: string, options?: CallOptions): Promise<PackagingJob> =>
      http.post(jobPath(jobId, '/retry'), { ...options, body: {}, schema: packagingJobSchema }),

    /** POST /admin/v1/packaging-jobs/{id}/cancel — a queued job stops at once, a running one soon after. */
    cancelPackagingJob: (jobId: string, options?: CallOptions): Promise<PackagingJob> =>
      http.post(jobPath(jobId, '/cancel'), { ...options, body: {}, schema: packagingJobSchema }),
  };
}

export type VideoEndpoints = ReturnType<typeof videoEndpoints>;
