export { DEFAULT_QUEUE_TIMING, PACKAGING_QUEUE, type QueueTiming } from './boss.ts';
export { episodePackagePath, newEpisodeContentKey, unusedEpisodeKeys } from './episode-packages.ts';
export { failureReason, MIN_SOURCE_SECONDS } from './failure-reasons.ts';
export {
  formatDuration,
  MEDIA_TOOL_STEPS,
  type PackagingSteps,
  RENDITION_HEIGHTS,
  renditionHeightsFor,
} from './package-episode-steps.ts';
export {
  type JobWriteHook,
  type JobWriteOptions,
  openPackagingService,
  type PackagingJobStatus,
  PackagingRequestError,
  type PackagingService,
  type PackagingSource,
  statusOf,
} from './packaging-service.ts';
export { type PackagingWorker, type PackagingWorkerOptions, startPackagingWorker } from './packaging-worker.ts';
