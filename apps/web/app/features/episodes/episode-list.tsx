import type { EpisodeSummary } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import { episodeAnchorId, playPath, purchaseConfirmPath } from '../../lib/episode-paths.ts';
import { formatPoints } from '../../lib/format.ts';
import { episodeBadges, formatDuration } from './episode-format.ts';
import './episodes.css';

/** How wide a thumbnail is shown (app.css `.episode`: 40 % of the row, 200 px from 600 px), for its srcset. */
const EPISODE_THUMBNAIL_SIZES = '(min-width: 600px) 200px, 40vw';

/** Sold on its own: the viewer may buy it with points (a free episode needs no buying). */
function isForSale(episode: EpisodeSummary): episode is EpisodeSummary & { price_points: number } {
  return episode.price_points !== null && !episode.is_free;
}

/** Each episode carries the anchor `episode-<id>`, so pages about one episode can link to its place here. */
export function EpisodeList({ episodes }: { episodes: EpisodeSummary[] }) {
  if (episodes.length === 0) {
    return <p className="empty-note">配信中のエピソードはありません。</p>;
  }
  return (
    <ol className="episode-list" aria-label="エピソード">
      {episodes.map((episode) => (
        <li key={episode.id} id={episodeAnchorId(episode.id)} className="episode">
          <SizedImage
            className="episode__thumbnail"
            image={episode.thumbnail}
            sizes={EPISODE_THUMBNAIL_SIZES}
            loading="lazy"
          />
          <div className="episode__body">
            <p className="episode__name">
              <Link to={playPath(episode.title_id, episode.id)} className="episode__play">
                <span className="episode__prefix">{episode.prefix_name}</span> {episode.name}
              </Link>
            </p>
            <p className="episode__meta">
              <span>{formatDuration(episode.sec_length)}</span>
              {episodeBadges(episode).map((badge) => (
                <span key={badge.kind} className={`badge badge--${badge.kind}`}>
                  {badge.label}
                </span>
              ))}
            </p>
            {episode.summary ? <p className="episode__summary">{episode.summary}</p> : null}
            {isForSale(episode) ? (
              <Link
                to={purchaseConfirmPath(episode.id)}
                className="episode__buy"
                aria-label={`${episode.prefix_name} ${episode.name}を${formatPoints(episode.price_points)}で購入`}
              >
                {formatPoints(episode.price_points)}で購入
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
