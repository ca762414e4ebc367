import type { SearchMatch, TitleCard } from '@hanabi/contract';
import { Link } from 'react-router';
import { CardAction } from '../../components/card-action.tsx';
import { useMatureArtwork } from '../../components/mature-artwork.tsx';
import { SizedImage } from '../../components/sized-image.tsx';
import { isMature } from '../../lib/discreet-mode.ts';
import { type PrefetchMode, usePrefetch } from '../../lib/prefetch.ts';

/** Posters in view without scrolling in the list: they load at once, the rest as they near the screen. */
const EAGER_ROWS = 4;

/** Why a title whose name does not show the words was found. A name match needs no explanation. */
const MATCH_NOTES: Partial<Record<SearchMatch, string>> = {
  keyword: 'タグ・キャスト・スタッフに一致',
  synopsis: 'あらすじに一致',
};

export type SearchResult = TitleCard & { matched: SearchMatch };

/** Results as rows: the poster, the name with its reading, the episodes, and why it matched. */
export function SearchResultList({ results, label }: { results: SearchResult[]; label: string }) {
  const prefetch = usePrefetch();
  return (
    <ul className="search-results" aria-label={label}>
      {results.map((title, index) => (
        <SearchResultItem key={title.id} title={title} eager={index < EAGER_ROWS} prefetch={prefetch} />
      ))}
    </ul>
  );
}

function SearchResultItem({ title, eager, prefetch }: { title: SearchResult; eager: boolean; prefetch: PrefetchMode }) {
  const artwork = useMatureArtwork(isMature(title), title.name);
  const note = MATCH_NOTES[title.matched];
  return (
    <li className="search-results__item" {...artwork.frame}>
      <Link to={`/titles/${title.id}`} className="search-result" prefetch={prefetch}>
        <SizedImage className="search-result__poster" image={title.poster} loading={eager ? 'eager' : 'lazy'} />
        <span className="search-result__body">
          <span className="search-result__name">{title.name}</span>
          <span className="search-result__kana">{title.name_kana}</span>
          {title.episode_count > 0 ? <span className="search-result__meta">{title.episode_count}話配信中</span> : null}
          {note ? <span className="search-result__match">{note}</span> : null}
        </span>
      </Link>
      <div className="search-result__action">
        <CardAction subject={title} />
      </div>
      {artwork.button}
    </li>
  );
}
