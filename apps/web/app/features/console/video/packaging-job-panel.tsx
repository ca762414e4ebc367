import { isPackagingJobActive, type PackagingJob } from '@hanabi/contract';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { formatSeconds, jobStateLabel } from './job-format.ts';
import { VIDEO_INTENT_FIELD, VIDEO_INTENTS } from './video-answer.ts';
import './video.css';

/**
 * The latest job, live: its state and stage, percent, elapsed and remaining time, the Japanese reason of a
 * failure and the log tail; cancel while it runs, retry once it failed or was cancelled (both confirmed).
 */
export function PackagingJobPanel({ job, canWrite }: { job: PackagingJob; canWrite: boolean }) {
  const active = isPackagingJobActive(job);
  const retryable = job.status === 'failed' || job.status === 'cancelled';
  return (
    <div className="console-video-job">
      <p className="console-video-job__state">
        <span className={`console-video-job__status console-video-job__status--${job.status}`}>
          {jobStateLabel(job)}
        </span>
        <span>受付 {formatJapanDateTime(job.created_at)}</span>
        {job.attempt > 1 ? <span>{job.attempt}回目の実行</span> : null}
      </p>
      <progress max={100} value={job.percent} aria-label="変換の進み具合" />
      <p aria-live="polite" className="console-video-job__numbers">
        <span>{job.percent}%</span>
        {job.elapsed_seconds === null ? null : <span>経過 {formatSeconds(job.elapsed_seconds)}</span>}
        {job.remaining_seconds === null ? null : <span>残り 約{formatSeconds(job.remaining_seconds)}</span>}
      </p>
      {job.status === 'failed' && job.failure_reason ? (
        <p className="console-alert console-alert--error" role="alert">
          変換に失敗しました：{job.failure_reason}
        </p>
      ) : null}
      {job.status === 'succeeded' ? (
        <p className="console-alert" role="status">
          変換が完了し、エピソードの動画を新しいものに切り替えました。
        </p>
      ) : null}
      <details className="console-video-job__log" open={job.status === 'failed'}>
        <summary>ログ（最新{job.log_tail.length}行）</summary>
        <pre>{job.log_tail.join('\n')}</pre>
      </details>
      {canWrite ? (
        <div className="console-actions">
          {active && !job.cancel_requested ? (
            <ConfirmAction
              label="変換を中止"
              question="この変換を中止しますか？エピソードの動画は今のまま変わりません。"
              confirmLabel="中止する"
              fields={{ [VIDEO_INTENT_FIELD]: VIDEO_INTENTS.cancel, job_id: job.id }}
            />
          ) : null}
          {retryable ? (
            <ConfirmAction
              label="再実行"
              question="同じ動画をはじめから変換し直しますか？"
              confirmLabel="再実行する"
              fields={{ [VIDEO_INTENT_FIELD]: VIDEO_INTENTS.retry, job_id: job.id }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
