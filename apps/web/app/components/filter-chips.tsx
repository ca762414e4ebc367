import { Link, useLocation } from 'react-router';
import './filter-chips.css';

export interface FilterOption {
  /** The parameter's value; null removes it (the list's default, e.g. 「すべて」). */
  value: string | null;
  label: string;
}

interface FilterChipsProps {
  /** Names the group for screen readers, e.g. 「並び順」. */
  label: string;
  param: string;
  options: FilterOption[];
  /** The option in effect (its value), or null for the default. */
  current: string | null;
  /** The query parameter of the list's page, which a new choice removes. */
  pageParam?: string;
}

/**
 * One filter of a list as a row of links (they work without JavaScript and can be shared): choosing one
 * keeps the other filters and goes back to the first page, since the old page number means nothing in the
 * new list.
 */
export function FilterChips({ label, param, options, current, pageParam = 'page' }: FilterChipsProps) {
  const location = useLocation();
  const hrefOf = (value: string | null) => {
    const search = new URLSearchParams(location.search);
    search.delete(pageParam);
    if (value === null) search.delete(param);
    else search.set(param, value);
    const query = search.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  return (
    <nav className="filter-chips" aria-label={label}>
      <ul className="filter-chips__list">
        {options.map((option) => {
          const selected = option.value === current;
          return (
            <li key={option.value ?? ''}>
              <Link
                to={hrefOf(option.value)}
                className={selected ? 'filter-chip filter-chip--selected' : 'filter-chip'}
                aria-current={selected ? 'true' : undefined}
                preventScrollReset
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
