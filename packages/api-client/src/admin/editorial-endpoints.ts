import {
  type AdminNotice,
  type AdminNoticeList,
  type AdminNoticeListQuery,
  type AdminNoticePreview,
  type AdminNoticeSection,
  type AdminNoticeSectionWriteRequest,
  type AdminNoticeWriteRequest,
  type AdminRedirect,
  type AdminRedirectList,
  type AdminRedirectListQuery,
  type AdminRedirectWriteRequest,
  adminNoticeListSchema,
  adminNoticePreviewSchema,
  adminNoticeSchema,
  adminNoticeSectionListSchema,
  adminNoticeSectionSchema,
  adminRedirectListSchema,
  adminRedirectSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** Editorial data: redirects, notices and notice sections (catalogue:read to look, editorial:write to change; decision 0050). */
export function editorialEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/redirects — by path, searched by part of the path or location, paged. */
    getAdminRedirects: (query: AdminRedirectListQuery = {}, options?: CallOptions): Promise<AdminRedirectList> =>
      http.get(ADMIN_API.redirects, { ...options, query, schema: adminRedirectListSchema }),

    /** POST /admin/v1/redirects — 409 for a path already redirected, a chain or a loop. */
    createAdminRedirect: (redirect: AdminRedirectWriteRequest, options?: CallOptions): Promise<AdminRedirect> =>
      http.post(ADMIN_API.redirects, { ...options, body: redirect, schema: adminRedirectSchema }),

    /** PUT /admin/v1/redirects/{id} — every field, switching on and off included. */
    updateAdminRedirect: (
      id: number,
      redirect: AdminRedirectWriteRequest,
      options?: CallOptions,
    ): Promise<AdminRedirect> =>
      http.put(idPath(ADMIN_API.redirects, id), { ...options, body: redirect, schema: adminRedirectSchema }),

    /** DELETE /admin/v1/redirects/{id} — answers the redirect as it was. */
    deleteAdminRedirect: (id: number, options?: CallOptions): Promise<AdminRedirect> =>
      http.delete(idPath(ADMIN_API.redirects, id), { ...options, schema: adminRedirectSchema }),

    /** GET /admin/v1/notice-sections — in the order viewers see them, with their notice counts. */
    getNoticeSections: async (options?: CallOptions): Promise<AdminNoticeSection[]> =>
      (await http.get(ADMIN_API.noticeSections, { ...options, schema: adminNoticeSectionListSchema })).items,

    /** POST /admin/v1/notice-sections — 409 for a slug taken. */
    createNoticeSection: (
      section: AdminNoticeSectionWriteRequest,
      options?: CallOptions,
    ): Promise<AdminNoticeSection> =>
      http.post(ADMIN_API.noticeSections, { ...options, body: section, schema: adminNoticeSectionSchema }),

    /** PUT /admin/v1/notice-sections/{id} — name, slug and position. */
    updateNoticeSection: (
      id: number,
      section: AdminNoticeSectionWriteRequest,
      options?: CallOptions,
    ): Promise<AdminNoticeSection> =>
      http.put(idPath(ADMIN_API.noticeSections, id), { ...options, body: section, schema: adminNoticeSectionSchema }),

    /** GET /admin/v1/notices — scheduled ones included, newest publication first, paged. */
    getAdminNotices: (query: AdminNoticeListQuery = {}, options?: CallOptions): Promise<AdminNoticeList> =>
      http.get(ADMIN_API.notices, { ...options, query, schema: adminNoticeListSchema }),

    /** GET /admin/v1/notices/{id} — with its body and its state now. */
    getAdminNotice: (id: number, options?: CallOptions): Promise<AdminNotice> =>
      http.get(idPath(ADMIN_API.notices, id), { ...options, schema: adminNoticeSchema }),

    /** GET /admin/v1/notices/{id}/preview?at= — the notice and the urgent banner as viewers see them at `at`. */
    previewAdminNotice: (id: number, at: string, options?: CallOptions): Promise<AdminNoticePreview> =>
      http.get(idPath(ADMIN_API.notices, id, '/preview'), {
        ...options,
        query: { at },
        schema: adminNoticePreviewSchema,
      }),

    /** POST /admin/v1/notices — a future published_at schedules it. */
    createAdminNotice: (notice: AdminNoticeWriteRequest, options?: CallOptions): Promise<AdminNotice> =>
      http.post(ADMIN_API.notices, { ...options, body: notice, schema: adminNoticeSchema }),

    /** PUT /admin/v1/notices/{id} — every field. */
    updateAdminNotice: (id: number, notice: AdminNoticeWriteRequest, options?: CallOptions): Promise<AdminNotice> =>
      http.put(idPath(ADMIN_API.notices, id), { ...options, body: notice, schema: adminNoticeSchema }),

    /** DELETE /admin/v1/notices/{id} — answers the notice as it was. */
    deleteAdminNotice: (id: number, options?: CallOptions): Promise<AdminNotice> =>
      http.delete(idPath(ADMIN_API.notices, id), { ...options, schema: adminNoticeSchema }),
  };
}

export type EditorialEndpoints = ReturnType<typeof editorialEndpoints>;
