import type { OwnedTitle } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import { formatJapanDate } from '../../lib/format.ts';
import { usePrefetch } from '../../lib/prefetch.ts';
import './purchase.css';

/** Posters of the first rows load with the page; the rest when scrolled to. */
const EAGER_POSTER_COUNT = 4;

/** The member's purchased titles, each a link to its title page. */
export function OwnedTitleList({ items }: { items: OwnedTitle[] }) {
  const prefetch = usePrefetch();
  return (
    <ul className="owned-list" aria-label="購入済み作品">
      {items.map((item, index) => (
        <li key={item.title.id}>
          <Link to={`/titles/${item.title.id}`} className="owned-title" prefetch={prefetch}>
            <SizedImage
              className="owned-title__poster"
              image={item.title.poster}
              loading={index < EAGER_POSTER_COUNT ? 'eager' : 'lazy'}
            />
            <span className="owned-title__body">
              <span className="owned-title__name">{item.title.name}</span>
              <span className="owned-title__meta">購入済み {item.owned_episode_count}話</span>
              <span className="owned-title__meta">最終購入日 {formatJapanDate(item.last_purchased_at)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
