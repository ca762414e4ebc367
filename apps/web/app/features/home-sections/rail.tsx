import type { Image, TitleCard } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardAction, type CardSubject } from '../../components/card-action.tsx';
import { SizedImage } from '../../components/sized-image.tsx';
import { usePrefetch } from '../../lib/prefetch.ts';
import { type SectionPlace, sectionLink } from './section-link.ts';

/** The pictures of the first rail in view on a phone before scrolling. */
const EAGER_IN_FIRST_RAIL = 3;

/**
 * How a rail's picture loads. The first rail's first pictures are in view at once: eager, and the very first
 * is the page's largest paint, so it is fetched first. Everything else waits until it nears the screen.
 */
function imageLoading(first: boolean, index: number) {
  if (first && index < EAGER_IN_FIRST_RAIL) {
    return { loading: 'eager', fetchPriority: index === 0 ? 'high' : 'auto' } as const;
  }
  return { loading: 'lazy' } as const;
}

export type RailBadgeKind = 'free' | 'rank' | 'exclusive' | 'early';

export interface RailItem {
  key: number;
  /** Where the card leads; null for a card with no page to open yet (a title that has not started). */
  path: string | null;
  image: Image;
  /** The picture's shape: posters stand, episode thumbnails lie. */
  shape: 'poster' | 'wide';
  name: string;
  /** A line under the name: the episode, the delivery day… */
  note?: string;
  /** A mark on the picture: 1位, 独占, 先行, 無料. */
  badge?: { kind: RailBadgeKind; label: string };
  /** The title a poster card shows, for the card's control (the mylist button) once it has a page. */
  title?: CardSubject;
}

interface RailProps {
  items: RailItem[];
  place: SectionPlace;
  label: string;
  /** The page's first rail: its first pictures load at once. */
  first?: boolean;
}

/** A row of cards that scrolls sideways on a phone; each link says which section and place it came from. */
export function Rail({ items, place, label, first = false }: RailProps) {
  const prefetch = usePrefetch();
  return (
    <ul className="rail" aria-label={label}>
      {items.map((item, index) => {
        const content: ReactNode = (
          <>
            <span className="rail-card__picture">
              <SizedImage image={item.image} decoding="async" {...imageLoading(first, index)} />
              {item.badge ? (
                <span className={`rail-card__badge rail-card__badge--${item.badge.kind}`}>{item.badge.label}</span>
              ) : null}
            </span>
            <span className="rail-card__name">{item.name}</span>
            {item.note ? <span className="rail-card__note">{item.note}</span> : null}
          </>
        );
        return (
          <li key={item.key} className={`rail__item rail__item--${item.shape}`}>
            {item.path === null ? (
              <div className="rail-card">{content}</div>
            ) : (
              <>
                <Link to={sectionLink(item.path, place, index + 1)} className="rail-card" prefetch={prefetch}>
                  {content}
                </Link>
                {item.title ? <CardAction subject={item.title} /> : null}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A title as a poster card of a rail, linking to its page. */
export function titleRailItem(title: TitleCard, extra: Pick<RailItem, 'note' | 'badge'> = {}): RailItem {
  return {
    key: title.id,
    path: `/titles/${title.id}`,
    image: title.poster,
    shape: 'poster',
    name: title.name,
    title: { id: title.id, name: title.name },
    ...extra,
  };
}
