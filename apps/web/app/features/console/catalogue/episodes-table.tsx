import { type AdminEpisode, EPISODE_CUT_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDateTime } from '../console-format.ts';
import { EpisodePageLink } from './episode-page-link.tsx';
import { formatWindowEnd } from './japan-datetime.ts';
import { PublicationBadge, publicationStateOf } from './publication-state.tsx';

/** How viewers may watch the episode, in words. */
export function accessSummary(episode: Pick<AdminEpisode, 'is_free' | 'included_plan_ids' | 'price_points'>): string {
  const ways = [
    episode.is_free ? '無料' : null,
    episode.included_plan_ids.includes(1) ? 'ライト' : null,
    episode.included_plan_ids.includes(2) ? 'プレミアム' : null,
    episode.price_points === null ? null : `${episode.price_points.toLocaleString('ja-JP')}pt`,
  ];
  return ways.filter(Boolean).join('・');
}

/** A title's episodes, drafts included: state, number and name (a link to its form), cut, access, window. */
export function EpisodesTable({ titleId, episodes, now }: { titleId: number; episodes: AdminEpisode[]; now: Date }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">エピソードの一覧</caption>
        <thead>
          <tr>
            <th scope="col">状態</th>
            <th scope="col">エピソード</th>
            <th scope="col">版</th>
            <th scope="col">視聴方法</th>
            <th scope="col">配信期間</th>
            <th scope="col">動画</th>
          </tr>
        </thead>
        <tbody>
          {episodes.map((episode) => (
            <tr key={episode.id}>
              <td>
                <PublicationBadge
                  state={publicationStateOf(
                    episode.status,
                    { from: episode.released_at, until: episode.available_until },
                    now,
                  )}
                />
              </td>
              <th scope="row">
                <Link to={`/admin/titles/${titleId}/episodes/${episode.id}`}>
                  {episode.prefix_name} {episode.name}
                </Link>
              </th>
              <td>{EPISODE_CUT_LABELS[episode.cut]}</td>
              <td>{accessSummary(episode)}</td>
              <td>
                {formatJapanDateTime(episode.released_at)}〜
                <span className="console-table__sub">
                  {formatWindowEnd(episode.available_until, formatJapanDateTime)}
                </span>
              </td>
              <td>
                <EpisodePageLink episodeId={episode.id} page="video" label={`${episode.prefix_name}の動画`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
