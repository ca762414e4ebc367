import {
  type AdminEpisode,
  type AdminEpisodeWriteRequest,
  type AdminTag,
  type AdminTagMergeRequest,
  type AdminTitle,
  type AdminTitleList,
  type AdminTitleListQuery,
  type AdminTitlePreview,
  type AdminTitlePreviewQuery,
  type AdminTitleWriteRequest,
  adminEpisodeListSchema,
  adminEpisodeSchema,
  adminTagListSchema,
  adminTagSchema,
  adminTitleListSchema,
  adminTitlePreviewSchema,
  adminTitleSchema,
  type PaginationQuery,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, catalogueItemPath } from './admin-paths.ts';

/** The list's search, filters, sort and page; the API fills in what is left out (updated first, 20 a page). */
export type AdminTitleListRequest = Partial<PaginationQuery> & Omit<AdminTitleListQuery, 'page' | 'per_page'>;

/**
 * The catalogue (decision 0046): titles with drafts, their episodes, tags, and the preview (decision 0048).
 * Reads need catalogue:read, writes catalogue:write; the API audits every write and answers a refused form
 * with 400 and the field's Japanese message.
 */
export function catalogueEndpoints(http: HttpClient) {
  const publishingSuffix = (publish: boolean) => (publish ? '/publish' : '/unpublish');
  return {
    /** GET /admin/v1/titles — drafts included, searched by name or reading, filtered, sorted and paged. */
    getAdminTitles: (query: AdminTitleListRequest = {}, options?: CallOptions): Promise<AdminTitleList> =>
      http.get(ADMIN_API.titles, { ...options, query, schema: adminTitleListSchema }),
    /** GET /admin/v1/titles/{id} — one title with everything its form edits. */
    getAdminTitle: (id: number, options?: CallOptions): Promise<AdminTitle> =>
      http.get(catalogueItemPath('titles', id), { ...options, schema: adminTitleSchema }),
    /** POST /admin/v1/titles — a new draft. */
    createAdminTitle: (form: AdminTitleWriteRequest, options?: CallOptions): Promise<AdminTitle> =>
      http.post(ADMIN_API.titles, { ...options, body: form, schema: adminTitleSchema }),
    /** PUT /admin/v1/titles/{id} — the whole form saved again. */
    updateAdminTitle: (id: number, form: AdminTitleWriteRequest, options?: CallOptions): Promise<AdminTitle> =>
      http.put(catalogueItemPath('titles', id), { ...options, body: form, schema: adminTitleSchema }),
    /** POST /admin/v1/titles/{id}/publish or /unpublish; repeating it changes nothing. */
    setAdminTitlePublished: (id: number, publish: boolean, options?: CallOptions): Promise<AdminTitle> =>
      http.post(catalogueItemPath('titles', id, publishingSuffix(publish)), {
        ...options,
        body: {},
        schema: adminTitleSchema,
      }),
    /** GET /admin/v1/titles/{id}/preview — the title as a kind of viewer would be shown it at a time. */
    previewAdminTitle: (id: number, query: AdminTitlePreviewQuery, options?: CallOptions): Promise<AdminTitlePreview> =>
      http.get(catalogueItemPath('titles', id, '/preview'), { ...options, query, schema: adminTitlePreviewSchema }),
    /** GET /admin/v1/titles/{id}/episodes — drafts included, by number, the broadcast cut first. */
    getAdminEpisodes: async (titleId: number, options?: CallOptions): Promise<AdminEpisode[]> =>
      (
        await http.get(catalogueItemPath('titles', titleId, '/episodes'), {
          ...options,
          schema: adminEpisodeListSchema,
        })
      ).items,
    /** POST /admin/v1/titles/{id}/episodes — a new draft episode (409 when the number and cut are taken). */
    createAdminEpisode: (
      titleId: number,
      form: AdminEpisodeWriteRequest,
      options?: CallOptions,
    ): Promise<AdminEpisode> =>
      http.post(catalogueItemPath('titles', titleId, '/episodes'), {
        ...options,
        body: form,
        schema: adminEpisodeSchema,
      }),
    /** PUT /admin/v1/episodes/{id} — the whole form saved again. */
    updateAdminEpisode: (id: number, form: AdminEpisodeWriteRequest, options?: CallOptions): Promise<AdminEpisode> =>
      http.put(catalogueItemPath('episodes', id), { ...options, body: form, schema: adminEpisodeSchema }),
    /** POST /admin/v1/episodes/{id}/publish or /unpublish; repeating it changes nothing. */
    setAdminEpisodePublished: (id: number, publish: boolean, options?: CallOptions): Promise<AdminEpisode> =>
      http.post(catalogueItemPath('episodes', id, publishingSuffix(publish)), {
        ...options,
        body: {},
        schema: adminEpisodeSchema,
      }),
    /** GET /admin/v1/tags — every tag by name, with how many titles carry it. */
    getAdminTags: async (options?: CallOptions): Promise<AdminTag[]> =>
      (await http.get(ADMIN_API.tags, { ...options, schema: adminTagListSchema })).items,
    /** POST /admin/v1/tags — 409 when the name is taken. */
    createAdminTag: (name: string, options?: CallOptions): Promise<AdminTag> =>
      http.post(ADMIN_API.tags, { ...options, body: { name }, schema: adminTagSchema }),
    /** PUT /admin/v1/tags/{id} — renames the tag; 409 when the name is taken. */
    renameAdminTag: (id: number, name: string, options?: CallOptions): Promise<AdminTag> =>
      http.put(catalogueItemPath('tags', id), { ...options, body: { name }, schema: adminTagSchema }),
    /** POST /admin/v1/tags/{id}/merge — moves the tag's titles onto another and removes it; answers that one. */
    mergeAdminTag: (id: number, into: AdminTagMergeRequest, options?: CallOptions): Promise<AdminTag> =>
      http.post(catalogueItemPath('tags', id, '/merge'), { ...options, body: into, schema: adminTagSchema }),
  };
}
export type CatalogueEndpoints = ReturnType<typeof catalogueEndpoints>;
