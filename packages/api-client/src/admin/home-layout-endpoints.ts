import {
  type AdminHomeLayout,
  type AdminHomeLayoutList,
  type AdminHomeLayoutPreview,
  type AdminHomeLayoutPreviewQuery,
  type AdminHomeLayoutWriteRequest,
  adminHomeLayoutListSchema,
  adminHomeLayoutPreviewSchema,
  adminHomeLayoutSchema,
  type PaginationQuery,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** The order of the home's sections (decision 0064): every role looks, editorial:write schedules and deletes. */
export function homeLayoutEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/home_layouts — the scheduled orders, latest start first, paged. */
    getHomeLayouts: (query: Partial<PaginationQuery> = {}, options?: CallOptions): Promise<AdminHomeLayoutList> =>
      http.get(ADMIN_API.homeLayouts, { ...options, query, schema: adminHomeLayoutListSchema }),

    /** GET /admin/v1/home_layouts/{id}. */
    getHomeLayout: (id: number, options?: CallOptions): Promise<AdminHomeLayout> =>
      http.get(idPath(ADMIN_API.homeLayouts, id), { ...options, schema: adminHomeLayoutSchema }),

    /** GET /admin/v1/home_layouts/current — every section with show/hide as viewers get it at `at` (or now). */
    getHomeLayoutAt: (
      query: AdminHomeLayoutPreviewQuery = {},
      options?: CallOptions,
    ): Promise<AdminHomeLayoutPreview> =>
      http.get(`${ADMIN_API.homeLayouts}/current`, { ...options, query, schema: adminHomeLayoutPreviewSchema }),

    /** POST /admin/v1/home_layouts — a new order, in force from its start. */
    createHomeLayout: (body: AdminHomeLayoutWriteRequest, options?: CallOptions): Promise<AdminHomeLayout> =>
      http.post(ADMIN_API.homeLayouts, { ...options, body, schema: adminHomeLayoutSchema }),

    /** DELETE /admin/v1/home_layouts/{id} — answers the layout as it was. */
    deleteHomeLayout: (id: number, options?: CallOptions): Promise<AdminHomeLayout> =>
      http.delete(idPath(ADMIN_API.homeLayouts, id), { ...options, schema: adminHomeLayoutSchema }),
  };
}

export type HomeLayoutEndpoints = ReturnType<typeof homeLayoutEndpoints>;
