import { type AdminTitleSummary, DISPLAY_GROUP_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDateTime } from '../console-format.ts';
import { formatWindowEnd } from './japan-datetime.ts';
import { PublicationBadge, publicationStateOf } from './publication-state.tsx';

/** One page of titles: state, name and reading (a link to its page), group, window, episodes, last change. */
export function TitlesTable({ titles, now }: { titles: AdminTitleSummary[]; now: Date }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">作品の一覧</caption>
        <thead>
          <tr>
            <th scope="col">状態</th>
            <th scope="col">作品名</th>
            <th scope="col">表示グループ</th>
            <th scope="col">配信期間</th>
            <th scope="col">エピソード</th>
            <th scope="col">最終更新</th>
          </tr>
        </thead>
        <tbody>
          {titles.map((title) => (
            <tr key={title.id}>
              <td>
                <PublicationBadge
                  state={publicationStateOf(
                    title.status,
                    { from: title.available_from, until: title.available_until },
                    now,
                  )}
                />
              </td>
              <th scope="row">
                <Link to={`/admin/titles/${title.id}`}>{title.name}</Link>
                <span className="console-table__sub">{title.name_kana}</span>
              </th>
              <td>
                {DISPLAY_GROUP_LABELS[title.display_group]}
                {title.is_age_restriction_r18 ? '（R18）' : ''}
              </td>
              <td>
                {formatJapanDateTime(title.available_from)}〜
                <span className="console-table__sub">
                  {formatWindowEnd(title.available_until, formatJapanDateTime)}
                </span>
              </td>
              <td>{title.episode_count}件</td>
              <td>{formatJapanDateTime(title.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
