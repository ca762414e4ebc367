import type { TitleCard } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import { usePrefetch } from '../../lib/prefetch.ts';
import './viewer-lists.css';

/** Posters of the first rows load with the page; the rest when scrolled to. */
const EAGER_POSTER_COUNT = 4;

interface ListedTitleProps {
  title: TitleCard;
  index: number;
  /** A line under the name (when it was added or hidden). */
  meta: string;
  /** The row's control, beside the link rather than inside it. */
  action: ReactNode;
}

/** One title of a member's list: a link to its page, and a control acting on its place in the list. */
export function ListedTitle({ title, index, meta, action }: ListedTitleProps) {
  const prefetch = usePrefetch();
  return (
    <li className="listed-title">
      <Link to={`/titles/${title.id}`} className="listed-title__link" prefetch={prefetch}>
        <SizedImage
          className="listed-title__poster"
          image={title.poster}
          loading={index < EAGER_POSTER_COUNT ? 'eager' : 'lazy'}
        />
        <span className="listed-title__body">
          <span className="listed-title__name">{title.name}</span>
          {title.episode_count > 0 ? <span className="listed-title__meta">{title.episode_count}話配信中</span> : null}
          <span className="listed-title__meta">{meta}</span>
        </span>
      </Link>
      <div className="listed-title__action">{action}</div>
    </li>
  );
}
