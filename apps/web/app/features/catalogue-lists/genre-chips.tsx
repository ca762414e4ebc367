import { FilterChips, type FilterOption } from '../../components/filter-chips.tsx';
import { LIST_PARAMS } from './list-query.ts';

export interface GenreFilter {
  /** The chosen genre's id and name, or null for every genre (or an id the catalogue does not have). */
  selected: { id: number; name: string } | null;
  options: FilterOption[];
}

/** A list's genre filter as chips; nothing when the genres could not be loaded. */
export function GenreChips({ filter }: { filter: GenreFilter }) {
  if (filter.options.length <= 1) return null;
  return (
    <FilterChips
      label="ジャンル"
      param={LIST_PARAMS.genre}
      options={filter.options}
      current={filter.selected ? String(filter.selected.id) : null}
    />
  );
}
