import type { EpisodeSummary, TitleCard } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import { playPath } from '../../lib/episode-paths.ts';
import { formatJapanDate } from '../../lib/format.ts';
import { usePrefetch } from '../../lib/prefetch.ts';
import './title-card-variants.css';

/** An episode of a list, with the card of its title (GET /v1/episode/newly_updates and scene/newly_updates). */
export type ListedEpisode = EpisodeSummary & { title: TitleCard };

/**
 * How wide a card's thumbnail is shown (title-card-variants.css: 44 % of a one-column card, two columns from
 * 720 px, four full-width cards from 1024 px in a 1200 px page), for an uploaded thumbnail's srcset (decision 0049).
 */
const EPISODE_CARD_THUMBNAIL_SIZES = '(min-width: 1024px) 300px, (min-width: 720px) 22vw, 44vw';

/** Episode thumbnails in view without scrolling on a phone (two rows on a desktop). */
const EAGER_EPISODE_COUNT = 4;

/** Episodes as cards: the thumbnail, the title, the episode and its release day, linking to where it plays. */
export function EpisodeCardList({
  episodes,
  label,
  eagerCount = EAGER_EPISODE_COUNT,
}: {
  episodes: ListedEpisode[];
  label: string;
  /** How many thumbnails are in view without scrolling; they load eagerly. */
  eagerCount?: number | undefined;
}) {
  return (
    <ul className="episode-cards" aria-label={label}>
      {episodes.map((episode, index) => (
        <li key={episode.id}>
          <EpisodeCard episode={episode} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

function EpisodeCard({ episode, eager }: { episode: ListedEpisode; eager: boolean }) {
  const prefetch = usePrefetch();
  return (
    <Link to={playPath(episode.title.id, episode.id)} className="episode-card" prefetch={prefetch}>
      <span className="episode-card__thumbnail">
        <SizedImage image={episode.thumbnail} sizes={EPISODE_CARD_THUMBNAIL_SIZES} loading={eager ? 'eager' : 'lazy'} />
        {episode.is_free ? <span className="card-badge card-badge--free">無料</span> : null}
        {episode.cut === 'premium' ? <span className="card-badge card-badge--premium">規制解除版</span> : null}
      </span>
      <span className="episode-card__body">
        <span className="episode-card__title">{episode.title.name}</span>
        <span className="episode-card__name">
          {episode.prefix_name} {episode.name}
        </span>
        <span className="episode-card__date">{formatJapanDate(episode.released_at)}配信</span>
      </span>
    </Link>
  );
}
