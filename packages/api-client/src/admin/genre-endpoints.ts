import {
  type AdminGenre,
  type AdminGenreGroup,
  type AdminGenreWriteRequest,
  type AdminTag,
  adminGenreGroupListSchema,
  adminGenreGroupSchema,
  adminGenreSchema,
  adminTagListSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/**
 * Genre groups, genres and the order of tags (catalogue:read to look, catalogue:write to change; decision 0046).
 * An order lists every item once; the API answers 409 when the list no longer matches.
 */
export function genreEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/genre-groups — every group with its genres, in the order viewers see them. */
    getGenreGroups: async (options?: CallOptions): Promise<AdminGenreGroup[]> =>
      (await http.get(ADMIN_API.genreGroups, { ...options, schema: adminGenreGroupListSchema })).items,

    /** POST /admin/v1/genre-groups — a new group, placed last. */
    createGenreGroup: (name: string, options?: CallOptions): Promise<AdminGenreGroup> =>
      http.post(ADMIN_API.genreGroups, { ...options, body: { name }, schema: adminGenreGroupSchema }),

    /** PUT /admin/v1/genre-groups/{id} — renames the group. */
    renameGenreGroup: (id: number, name: string, options?: CallOptions): Promise<AdminGenreGroup> =>
      http.put(idPath(ADMIN_API.genreGroups, id), { ...options, body: { name }, schema: adminGenreGroupSchema }),

    /** PUT /admin/v1/genre-groups/order — every group's id, first shown first. */
    reorderGenreGroups: async (ids: readonly number[], options?: CallOptions): Promise<AdminGenreGroup[]> =>
      (
        await http.put(`${ADMIN_API.genreGroups}/order`, {
          ...options,
          body: { ids },
          schema: adminGenreGroupListSchema,
        })
      ).items,

    /** PUT /admin/v1/genre-groups/{id}/genre-order — every genre of the group, first shown first. */
    reorderGenres: (groupId: number, ids: readonly number[], options?: CallOptions): Promise<AdminGenreGroup> =>
      http.put(idPath(ADMIN_API.genreGroups, groupId, '/genre-order'), {
        ...options,
        body: { ids },
        schema: adminGenreGroupSchema,
      }),

    /** POST /admin/v1/genres — a new genre, last in its group. */
    createGenre: (genre: AdminGenreWriteRequest, options?: CallOptions): Promise<AdminGenre> =>
      http.post(ADMIN_API.genres, { ...options, body: genre, schema: adminGenreSchema }),

    /** PUT /admin/v1/genres/{id} — name, reading and group (moved: last in the new group). */
    updateGenre: (id: number, genre: AdminGenreWriteRequest, options?: CallOptions): Promise<AdminGenre> =>
      http.put(idPath(ADMIN_API.genres, id), { ...options, body: genre, schema: adminGenreSchema }),

    /** POST /admin/v1/genres/{id}/merge — its titles move into `intoId`, and it is removed. */
    mergeGenre: (id: number, intoId: number, options?: CallOptions): Promise<AdminGenre> =>
      http.post(idPath(ADMIN_API.genres, id, '/merge'), {
        ...options,
        body: { into_genre_id: intoId },
        schema: adminGenreSchema,
      }),

    /** PUT /admin/v1/tags/order — every tag's id, in the order a title shows its tags. */
    reorderTags: async (ids: readonly number[], options?: CallOptions): Promise<AdminTag[]> =>
      (await http.put(ADMIN_API.tagOrder, { ...options, body: { ids }, schema: adminTagListSchema })).items,
  };
}

export type GenreEndpoints = ReturnType<typeof genreEndpoints>;
