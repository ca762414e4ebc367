import type { TitleCard } from '@hanabi/contract';
import { Link } from 'react-router';
import { CardAction } from '../../components/card-action.tsx';
import { useMatureArtwork } from '../../components/mature-artwork.tsx';
import { SizedImage } from '../../components/sized-image.tsx';
import { isMature } from '../../lib/discreet-mode.ts';
import { usePrefetch } from '../../lib/prefetch.ts';
import './title-card-variants.css';

/** Cards in the widest row of the grid (desktop); their posters load eagerly, the rest lazily. */
export const EAGER_CARD_COUNT = 6;

export type CardBadgeKind = 'rank' | 'free' | 'exclusive' | 'early';

/** What a list adds to a card: a badge on the poster (1位, 独占…) and a line under the name. */
export interface CardAnnotation {
  badge?: { kind: CardBadgeKind; label: string };
  note?: string;
}

interface TitleGridProps<T extends TitleCard> {
  titles: T[];
  label: string;
  /** The one fact the list is about, per card (its rank, its free episodes, its exclusive period). */
  annotate?: (title: T) => CardAnnotation;
  /** How many cards are in view without scrolling; their posters load eagerly. */
  eagerCount?: number | undefined;
}

export function TitleGrid<T extends TitleCard>({
  titles,
  label,
  annotate,
  eagerCount = EAGER_CARD_COUNT,
}: TitleGridProps<T>) {
  return (
    <ul className="title-grid" aria-label={label}>
      {titles.map((title, index) => (
        <TitleGridItem key={title.id} title={title} eager={index < eagerCount} annotation={annotate?.(title) ?? {}} />
      ))}
    </ul>
  );
}

interface TitleGridItemProps {
  title: TitleCard;
  eager: boolean;
  annotation: CardAnnotation;
}

function TitleGridItem({ title, eager, annotation }: TitleGridItemProps) {
  const artwork = useMatureArtwork(isMature(title), title.name);
  return (
    <li className="title-grid__item" {...artwork.frame}>
      <TitleCardLink title={title} eager={eager} annotation={annotation} />
      <CardAction subject={title} />
      {artwork.button}
    </li>
  );
}

/** A column of the grid: 3 on phones, 4 from 600px, 5 from 900px, 6 from 1200px, 8 from 1500px (the page's width at most). */
const POSTER_SIZES =
  '(min-width: 1500px) 200px, (min-width: 1200px) 16vw, (min-width: 900px) 20vw, (min-width: 600px) 25vw, 34vw';

function TitleCardLink({ title, eager, annotation }: TitleGridItemProps) {
  const prefetch = usePrefetch();
  const { badge, note } = annotation;
  return (
    <Link to={`/titles/${title.id}`} className="title-card" prefetch={prefetch}>
      <span className="title-card__poster">
        <SizedImage image={title.poster} sizes={POSTER_SIZES} loading={eager ? 'eager' : 'lazy'} />
        {badge ? <span className={`card-badge card-badge--${badge.kind}`}>{badge.label}</span> : null}
      </span>
      <span className="title-card__name">{title.name}</span>
      {title.episode_count > 0 ? <span className="title-card__meta">{title.episode_count}話配信中</span> : null}
      {note ? <span className="title-card__note">{note}</span> : null}
    </Link>
  );
}
