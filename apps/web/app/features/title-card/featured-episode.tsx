import type { EpisodeDetail } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import { playPath } from '../../lib/episode-paths.ts';
import './title-card-variants.css';

/** Half of a 1200 px page from 720 px (two columns), the whole width below: for an uploaded thumbnail's srcset. */
const FEATURED_THUMBNAIL_SIZES = '(min-width: 720px) 600px, 100vw';

/** One episode shown large at the top of a page, with 「再生する」 leading to where it plays. */
export function FeaturedEpisode({ episode, label }: { episode: EpisodeDetail; label: string }) {
  return (
    <section className="featured-episode" aria-label={label}>
      <span className="featured-episode__thumbnail">
        <SizedImage image={episode.thumbnail} sizes={FEATURED_THUMBNAIL_SIZES} fetchPriority="high" decoding="auto" />
        {episode.cut === 'premium' ? <span className="card-badge card-badge--premium">規制解除版</span> : null}
      </span>
      <div className="featured-episode__body">
        <p className="featured-episode__title">{episode.title.name}</p>
        <h2 className="featured-episode__name">
          {episode.prefix_name} {episode.name}
        </h2>
        {episode.summary ? <p className="featured-episode__summary">{episode.summary}</p> : null}
        <Link to={playPath(episode.title.id, episode.id)} className="button button--primary featured-episode__play">
          再生する
        </Link>
      </div>
    </section>
  );
}
