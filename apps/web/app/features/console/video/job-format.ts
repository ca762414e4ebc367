import { PACKAGING_JOB_STATUS_LABELS, PACKAGING_STAGE_LABELS, type PackagingJob } from '@hanabi/contract';

/** 「1時間2分3秒」「45秒」. */
export function formatSeconds(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [hours > 0 ? `${hours}時間` : '', hours > 0 || minutes > 0 ? `${minutes}分` : '', `${rest}秒`];
  return parts.join('');
}

/** 「変換中（エンコード）」「完了」「中止を受け付けました」. */
export function jobStateLabel(job: Pick<PackagingJob, 'status' | 'stage' | 'cancel_requested'>): string {
  if (job.status === 'running' && job.cancel_requested) return '中止を受け付けました（まもなく止まります）';
  const status = PACKAGING_JOB_STATUS_LABELS[job.status];
  return job.status === 'running' && job.stage ? `${status}（${PACKAGING_STAGE_LABELS[job.stage]}）` : status;
}
