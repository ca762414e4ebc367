import {
  type AdminRedirect,
  type AdminRedirectList,
  type AdminRedirectListQuery,
  type AdminRedirectWriteRequest,
  adminRedirectListSchema,
  adminRedirectSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** Editorial data: redirects (catalogue:read to look, editorial:write to change; decision 0050). */
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
  };
}

export type EditorialEndpoints = ReturnType<typeof editorialEndpoints>;
