import type { EpisodeSummary } from '@hanabi/contract';
import { SizedImage } from '../../components/sized-image.tsx';
import { episodeBadges, formatDuration } from './episode-format.ts';

export function EpisodeList({ episodes }: { episodes: EpisodeSummary[] }) {
  if (episodes.length === 0) {
    return <p className="empty-note">配信中のエピソードはありません。</p>;
  }
  return (
    <ol className="episode-list" aria-label="エピソード">
      {episodes.map((episode) => (
        <li key={episode.id} className="episode">
          <SizedImage className="episode__thumbnail" image={episode.thumbnail} loading="lazy" />
          <div className="episode__body">
            <p className="episode__name">
              <span className="episode__prefix">{episode.prefix_name}</span> {episode.name}
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
          </div>
        </li>
      ))}
    </ol>
  );
}
