import { HOME_SLIDE_STATE_LABELS, type HomeSlideState } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDateTime } from '../console-format.ts';

export interface CollectionRow {
  id: number;
  /** The name shown and linked (a feature's name, a landing's heading). */
  name: string;
  /** Under the name, when the kind has one (editor picks have none). */
  slug?: string;
  starts_at: string;
  ends_at: string;
  title_count: number;
  state: HomeSlideState;
  /** The kind's own column (a feature's place, a landing's layout), when it has one. */
  detail?: string;
}

interface CollectionsTableProps {
  rows: readonly CollectionRow[];
  /** Each row opens `{basePath}/{id}`. */
  basePath: string;
  caption: string;
  /** The kind's own column's heading; no column without it. */
  detailHeading?: string;
}

/** Collections (features, dynamic landings) with their window, titles and state at now; each opens its page. */
export function CollectionsTable({ rows, basePath, caption, detailHeading }: CollectionsTableProps) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">名前</th>
            <th scope="col">公開期間</th>
            {detailHeading ? <th scope="col">{detailHeading}</th> : null}
            <th scope="col">作品数</th>
            <th scope="col">状態</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={`${basePath}/${row.id}`}>{row.name}</Link>
                {row.slug ? <span className="console-table__sub">{row.slug}</span> : null}
              </td>
              <td>
                {formatJapanDateTime(row.starts_at)}〜{formatJapanDateTime(row.ends_at)}
              </td>
              {detailHeading ? <td>{row.detail}</td> : null}
              <td>{row.title_count}</td>
              <td>{HOME_SLIDE_STATE_LABELS[row.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
