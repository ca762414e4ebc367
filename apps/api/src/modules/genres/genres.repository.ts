import { type AppDatabase, genreGroups, genres, titleGenres, titles } from '@hanabi/db';
import { and, asc, countDistinct, eq } from 'drizzle-orm';
import { availableAt } from '../catalogue/title-query.ts';

export interface GenreRow {
  groupId: number;
  groupName: string;
  /** Null for a group without genres. */
  genre: { id: number; name: string; nameKana: string; titleCount: number } | null;
}

export interface GenresRepository {
  /** Every group and its genres in display order, with how many general titles of each are available at `now`. */
  listGroupedGenres(now: Date): Promise<GenreRow[]>;
}

export function createGenresRepository(db: AppDatabase): GenresRepository {
  return {
    async listGroupedGenres(now) {
      const rows = await db
        .select({
          groupId: genreGroups.id,
          groupName: genreGroups.name,
          genreId: genres.id,
          genreName: genres.name,
          genreNameKana: genres.nameKana,
          titleCount: countDistinct(titles.id),
        })
        .from(genreGroups)
        .leftJoin(genres, eq(genres.genreGroupId, genreGroups.id))
        .leftJoin(titleGenres, eq(titleGenres.genreId, genres.id))
        .leftJoin(
          titles,
          and(eq(titles.id, titleGenres.titleId), eq(titles.displayGroup, 'general_group'), availableAt(now)),
        )
        .groupBy(genreGroups.id, genres.id)
        .orderBy(asc(genreGroups.position), asc(genreGroups.id), asc(genres.position), asc(genres.id));
      return rows.map(({ groupId, groupName, genreId, genreName, genreNameKana, titleCount }) => ({
        groupId,
        groupName,
        genre:
          genreId === null || genreName === null || genreNameKana === null
            ? null
            : { id: genreId, name: genreName, nameKana: genreNameKana, titleCount },
      }));
    },
  };
}
