/** Test support: the catalogue list pages' fake API and what it answers. */
import type { GenreGroups, Pagination, RankedTitle } from '@hanabi/contract';
import { apiFailure, titleCard } from './fixtures.ts';
import { fakeLoadContext } from './loader-context.ts';
import { middlewareArgs } from './route-middleware.ts';

/** One page of a catalogue list. */
export function paged<T>(items: T[], pagination: Partial<Pagination> = {}) {
  return { items, pagination: { page: 1, per_page: 24, total: items.length, total_pages: 1, ...pagination } };
}

/** A title of a ranking, at `rank`. */
export const ranked = (id: number, rank: number): RankedTitle => ({
  ...titleCard(id),
  rank,
  score: 10,
  views: 7,
  purchases: 1,
});

/** Two genre groups, every genre with titles. */
export const GENRE_GROUPS: GenreGroups = {
  items: [
    {
      id: 1,
      name: 'ドラマ・恋愛',
      genres: [
        { id: 11, name: '恋愛', name_kana: 'れんあい', title_count: 4 },
        { id: 12, name: '日常', name_kana: 'にちじょう', title_count: 9 },
      ],
    },
    {
      id: 2,
      name: 'コメディ・趣味',
      genres: [
        { id: 21, name: 'コメディ', name_kana: 'こめでぃ', title_count: 6 },
        { id: 22, name: 'スポーツ', name_kana: 'すぽーつ', title_count: 3 },
        { id: 23, name: 'ホラー', name_kana: 'ほらー', title_count: 2 },
      ],
    },
  ],
};

/** A fake API answering by path; every call is recorded with its query. */
export function catalogueApi(answers: Record<string, () => Response>, headers: Record<string, string> = {}) {
  const fake = fakeLoadContext((url) => answers[url.pathname]?.() ?? apiFailure(404, 4004, 'not found'), headers);
  const callTo = (pathname: string) => {
    const call = fake.calls.find((candidate) => candidate.url.pathname === pathname);
    return call ? Object.fromEntries(call.url.searchParams) : undefined;
  };
  return { ...fake, callTo };
}

/** A loader's arguments for a request of `path`. */
export const loaderArgs = (path: string, context: unknown, headers: Record<string, string> = {}) =>
  ({ ...middlewareArgs(path, context as never, headers) }) as never;
