import type { Image, TitleCard } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isMature } from '../lib/discreet-mode.ts';
import { type SectionPlace, sectionLink } from '../lib/navigation/section-link.ts';
import { type PrefetchMode, usePrefetch } from '../lib/prefetch.ts';
import { CardAction } from './card-action.tsx';
import { useMatureArtwork } from './mature-artwork.tsx';
import { useRailScroller } from './rail-scroller.ts';
import { SizedImage } from './sized-image.tsx';
import './rail.css';

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
  /** Under the note, inside the link: how far the viewer has watched. */
  footer?: ReactNode;
  /**
   * A control of the card (the mylist button, 「続きから見るから削除」), beside its link — a button inside a
   * link is invalid HTML — and only on a card that has a page.
   */
  action?: ReactNode;
  /** A mature title's picture: blurred in discreet mode until tapped (decision 0058). */
  mature?: boolean;
}

interface RailProps {
  items: RailItem[];
  /** The home page's section the rail is in: its links then say which section and place they came from. */
  place?: SectionPlace;
  label: string;
  /** The page's first rail: its first pictures load at once. */
  first?: boolean;
}

/**
 * A row of cards that scrolls sideways: swiped on a phone; on a desktop also by previous/next buttons, which a
 * mouse without a sideways wheel needs. The buttons stay out of the tab order: keyboard users move card by
 * card, and the focused card scrolls into view by itself.
 */
export function Rail({ items, place, label, first = false }: RailProps) {
  const prefetch = usePrefetch();
  const { listRef, edges, scrollByPage } = useRailScroller();
  return (
    <div className="rail-frame">
      <button
        type="button"
        className="rail-frame__button rail-frame__button--previous"
        aria-label={`${label}：前へ`}
        tabIndex={-1}
        disabled={edges.atStart}
        onClick={() => scrollByPage(-1)}
      />
      <button
        type="button"
        className="rail-frame__button rail-frame__button--next"
        aria-label={`${label}：次へ`}
        tabIndex={-1}
        disabled={edges.atEnd}
        onClick={() => scrollByPage(1)}
      />
      <ul className="rail" aria-label={label} ref={listRef}>
        {items.map((item, index) => (
          <RailCard key={item.key} item={item} index={index} first={first} place={place} prefetch={prefetch} />
        ))}
      </ul>
    </div>
  );
}

interface RailCardProps {
  item: RailItem;
  index: number;
  first: boolean;
  place: SectionPlace | undefined;
  prefetch: PrefetchMode;
}

function RailCard({ item, index, first, place, prefetch }: RailCardProps) {
  const artwork = useMatureArtwork(item.mature === true, item.name);
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
      {item.footer}
    </>
  );
  return (
    <li className={`rail__item rail__item--${item.shape}`} {...artwork.frame}>
      {item.path === null ? (
        <div className="rail-card">{content}</div>
      ) : (
        <>
          <Link
            to={place ? sectionLink(item.path, place, index + 1) : item.path}
            className="rail-card"
            prefetch={prefetch}
          >
            {content}
          </Link>
          {item.action}
        </>
      )}
      {artwork.button}
    </li>
  );
}

/** A title as a poster card of a rail, linking to its page, with the page's card control (the mylist button). */
export function titleRailItem(title: TitleCard, extra: Pick<RailItem, 'note' | 'badge'> = {}): RailItem {
  return {
    key: title.id,
    path: `/titles/${title.id}`,
    image: title.poster,
    shape: 'poster',
    name: title.name,
    mature: isMature(title),
    action: <CardAction subject={{ id: title.id, name: title.name }} />,
    ...extra,
  };
}
