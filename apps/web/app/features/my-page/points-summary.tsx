import type { UserStatus } from '@hanabi/contract';
import { formatPoints } from '../../lib/format.ts';

interface PointsSummaryProps {
  status: UserStatus;
  /** The sign-in service's add-points page while top-ups are offered (until the points cut-off); else null. */
  addPointsUrl: string | null;
}

/** Festa points (bought), gift points (from presents) and their total. */
export function PointsSummary({ status, addPointsUrl }: PointsSummaryProps) {
  return (
    <section className="my-card" aria-labelledby="my-points-heading">
      <h2 id="my-points-heading" className="my-card__heading">
        ポイント
      </h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>フェスタポイント</dt>
          <dd>{formatPoints(status.current_festa_points)}</dd>
        </div>
        <div className="facts__row">
          <dt>ギフトポイント</dt>
          <dd>{formatPoints(status.current_gift_points)}</dd>
        </div>
        <div className="facts__row facts__row--total">
          <dt>合計</dt>
          <dd className="facts__value--strong">{formatPoints(status.current_points.total)}</dd>
        </div>
      </dl>
      {addPointsUrl ? (
        <div className="my-card__actions">
          <a href={addPointsUrl} className="button button--outline">
            ポイントを追加する
          </a>
        </div>
      ) : null}
    </section>
  );
}
