import type { TitleCard } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import { usePrefetch } from '../../lib/prefetch.ts';

/** Cards in the widest row of the grid (desktop); their posters load eagerly, the rest lazily. */
export const EAGER_CARD_COUNT = 6;

export function TitleGrid({ titles, label }: { titles: TitleCard[]; label: string }) {
  return (
    <ul className="title-grid" aria-label={label}>
      {titles.map((title, index) => (
        <li key={title.id}>
          <TitleCardLink title={title} eager={index < EAGER_CARD_COUNT} />
        </li>
      ))}
    </ul>
  );
}

function TitleCardLink({ title, eager }: { title: TitleCard; eager: boolean }) {
  const prefetch = usePrefetch();
  return (
    <Link to={`/titles/${title.id}`} className="title-card" prefetch={prefetch}>
      <span className="title-card__poster">
        <SizedImage image={title.poster} loading={eager ? 'eager' : 'lazy'} />
      </span>
      <span className="title-card__name">{title.name}</span>
      {title.episode_count > 0 ? <span className="title-card__meta">{title.episode_count}話配信中</span> : null}
    </Link>
  );
}
