import { type AdminFeatureSummary, HOME_SLIDE_STATE_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDateTime } from '../console-format.ts';

/** Features with their window, place, number of titles and state at now; each opens its page. */
export function FeaturesTable({ features }: { features: readonly AdminFeatureSummary[] }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">特集の一覧</caption>
        <thead>
          <tr>
            <th scope="col">特集名</th>
            <th scope="col">公開期間</th>
            <th scope="col">表示順</th>
            <th scope="col">作品数</th>
            <th scope="col">状態</th>
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature.id}>
              <td>
                <Link to={`/admin/features/${feature.id}`}>{feature.name}</Link>
                <span className="console-table__sub">{feature.slug}</span>
              </td>
              <td>
                {formatJapanDateTime(feature.starts_at)}〜{formatJapanDateTime(feature.ends_at)}
              </td>
              <td>{feature.position}</td>
              <td>{feature.title_count}</td>
              <td>{HOME_SLIDE_STATE_LABELS[feature.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
