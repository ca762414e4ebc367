/**
 * Video ingest in the operator console (decision 0047): the resumable upload of an episode's source video
 * (tus, straight from the browser to the API) and the packaging jobs that turn it into the episode's package
 * (decision 0043). The browser and the API read the same limits from here.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';

/** The tus endpoint, under the operator API: creation (POST) here, each upload at `<path>/<upload id>`. */
export const VIDEO_UPLOAD_PATH = '/admin/v1/video-uploads';

/** What the console accepts as a source video: the containers ffmpeg reads that cameras and editors write. */
export const VIDEO_UPLOAD_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/x-matroska',
  'video/webm',
  'video/mpeg',
  'video/mp2t',
  'video/x-msvideo',
] as const;

/** The `accept` of the file input: the types, and the extensions browsers give no type for (.mkv). */
export const VIDEO_UPLOAD_ACCEPT = [...VIDEO_UPLOAD_TYPES, '.mp4', '.mov', '.mkv', '.webm', '.ts', '.avi'].join(',');

/** The upload id the API gives (tus's 16 random bytes in hex): nothing else names an upload. */
export const videoUploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/, { error: 'アップロードIDが正しくありません。' });

export const VIDEO_UPLOAD_MESSAGES = {
  notVideo: '動画ファイル（MP4、MOV、MKV、WebM など）を選んでください。',
  tooLarge: (maxBytes: number) => `ファイルが大きすぎます。${formatBytes(maxBytes)}以下の動画を選んでください。`,
  noLength: 'ファイルの大きさが分からないアップロードは受け付けられません。',
  badMetadata: 'アップロードの情報が正しくありません。ページを読み込み直してからもう一度お試しください。',
  episodeNotFound: 'このエピソードは見つかりません。',
  uploadNotFound: 'アップロードが見つかりません。もう一度アップロードしてください。',
  uploadIncomplete: 'アップロードが終わっていません。アップロードを再開してから変換を始めてください。',
  otherEpisode: 'このアップロードは別のエピソードのものです。',
  offsetMismatch: '送信位置が合いません。ページを読み込み直して、アップロードを再開してください。',
  badRequest: 'アップロードの送信内容に誤りがあります。ページを読み込み直してから、もう一度お試しください。',
} as const;

/** 1.5 GB, 300 MB, 12 KB: how the console writes a size. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
}

export const PACKAGING_JOB_STATUS_LABELS = {
  queued: '待機中',
  running: '変換中',
  succeeded: '完了',
  failed: '失敗',
  cancelled: '中止',
} as const;
export type PackagingJobStatusName = keyof typeof PACKAGING_JOB_STATUS_LABELS;

export const PACKAGING_STAGE_LABELS = {
  probe: '動画の確認',
  encode: 'エンコード',
  package: '暗号化とパッケージ',
  store: '保存',
  publish: 'エピソードへの反映',
} as const;

const statusNames = Object.keys(PACKAGING_JOB_STATUS_LABELS) as [PackagingJobStatusName, ...PackagingJobStatusName[]];
const stageNames = Object.keys(PACKAGING_STAGE_LABELS) as [
  keyof typeof PACKAGING_STAGE_LABELS,
  ...(keyof typeof PACKAGING_STAGE_LABELS)[],
];

export const packagingJobSchema = z.object({
  id: z.uuid(),
  episode_id: z.number().int(),
  status: z.enum(statusNames),
  stage: z.enum(stageNames).nullable().describe('the stage running or last reached; null before a worker took it'),
  percent: z.number().int().min(0).max(100),
  attempt: z.number().int().describe('how many times a worker has taken it'),
  log_tail: z.array(z.string()).describe('the last lines of its log, oldest first'),
  failure_reason: z.string().nullable().describe('why it failed, in Japanese'),
  cancel_requested: z.boolean().describe('a running job asked to stop: its worker stops at its next heartbeat'),
  created_at: z.string().describe('ISO 8601, Japan time'),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  elapsed_seconds: z.number().int().nullable().describe('since the current attempt started'),
  remaining_seconds: z.number().int().nullable().describe('an estimate from the pace so far, while running'),
});
export type PackagingJob = z.infer<typeof packagingJobSchema>;

/** Whether a job is still moving, so that a console keeps asking. */
export function isPackagingJobActive(job: Pick<PackagingJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

export const packagingJobIdParamsSchema = z.object({
  job_id: z.uuid({ error: 'ジョブIDが正しくありません。' }),
});

export const packagingJobsQuerySchema = paginationQuerySchema;

/** The episode a video page is about, as its heading names it. */
export const videoEpisodeSchema = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  title_name: z.string(),
  prefix_name: z.string(),
  name: z.string(),
  packaged: z.boolean().describe('the episode has a packaged video that viewers play'),
});
export type VideoEpisode = z.infer<typeof videoEpisodeSchema>;

export const episodePackagingJobsSchema = pagedList(packagingJobSchema)
  .extend({ episode: videoEpisodeSchema })
  .describe('newest first');
export type EpisodePackagingJobs = z.infer<typeof episodePackagingJobsSchema>;

export const startPackagingSchema = z.object({ upload_id: videoUploadIdSchema });
export type StartPackaging = z.infer<typeof startPackagingSchema>;
