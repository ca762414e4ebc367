import type { GenreGroups } from '@hanabi/contract';
import type { GenresRepository } from './genres.repository.ts';

export interface GenresService {
  listGenreGroups(now: Date): Promise<GenreGroups>;
}

export function createGenresService({ repository }: { repository: GenresRepository }): GenresService {
  return {
    async listGenreGroups(now) {
      const groups = new Map<number, GenreGroups['items'][number]>();
      for (const row of await repository.listGroupedGenres(now)) {
        let group = groups.get(row.groupId);
        if (!group) {
          group = { id: row.groupId, name: row.groupName, genres: [] };
          groups.set(row.groupId, group);
        }
        if (row.genre) {
          const { id, name, nameKana, titleCount } = row.genre;
          group.genres.push({ id, name, name_kana: nameKana, title_count: titleCount });
        }
      }
      return { items: [...groups.values()] };
    },
  };
}
