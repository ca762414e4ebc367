import type { PackagingJob } from '@hanabi/contract';
import { formatJapanDateTime } from '../console-format.ts';
import { jobStateLabel } from './job-format.ts';

/** Every job of the episode on this page, newest first: when, how it ended, why it failed. */
export function PackagingJobHistory({ jobs }: { jobs: PackagingJob[] }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">受付日時</th>
            <th scope="col">状態</th>
            <th scope="col">進み具合</th>
            <th scope="col">実行回数</th>
            <th scope="col">終了日時</th>
            <th scope="col">失敗の理由</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>{formatJapanDateTime(job.created_at)}</td>
              <td>{jobStateLabel(job)}</td>
              <td>{job.percent}%</td>
              <td>{job.attempt}</td>
              <td>{job.finished_at ? formatJapanDateTime(job.finished_at) : '―'}</td>
              <td>{job.failure_reason ?? '―'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
