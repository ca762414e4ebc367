import type { Image } from '@hanabi/contract';
import { SizedImage } from '../../components/sized-image.tsx';
import './purchase.css';

interface EpisodeIdentityProps {
  titleName: string;
  episode: { prefix_name: string; name: string; thumbnail: Image };
}

/** Which episode a purchase is about: its thumbnail, its title's name and its own number and name. */
export function EpisodeIdentity({ titleName, episode }: EpisodeIdentityProps) {
  return (
    <div className="purchase-episode">
      <SizedImage className="purchase-episode__thumbnail" image={episode.thumbnail} fetchPriority="high" />
      <div className="purchase-episode__body">
        <p className="purchase-episode__title">{titleName}</p>
        <p className="purchase-episode__name">
          <span className="purchase-episode__prefix">{episode.prefix_name}</span> {episode.name}
        </p>
      </div>
    </div>
  );
}
