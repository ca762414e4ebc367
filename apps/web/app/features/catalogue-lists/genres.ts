import type { GenreGroups } from '@hanabi/contract';
import type { FilterOption } from '../../components/filter-chips.tsx';

type Genre = GenreGroups['items'][number]['genres'][number];

function allGenres(groups: GenreGroups): Genre[] {
  return groups.items.flatMap((group) => group.genres);
}

/** 「すべて」 then every genre that has titles now, in display order: a chip for an empty genre leads nowhere. */
export function genreFilterOptions(groups: GenreGroups): FilterOption[] {
  return [
    { value: null, label: 'すべて' },
    ...allGenres(groups)
      .filter((genre) => genre.title_count > 0)
      .map((genre) => ({ value: String(genre.id), label: genre.name })),
  ];
}

export function genreNameOf(groups: GenreGroups, id: number): string | undefined {
  return allGenres(groups).find((genre) => genre.id === id)?.name;
}

/** The genres of these names, in the order of `names`; a name the catalogue does not have is skipped. */
export function genresNamed(groups: GenreGroups, names: readonly string[]): Genre[] {
  const genres = allGenres(groups);
  return names.flatMap((name) => genres.filter((genre) => genre.name === name));
}
