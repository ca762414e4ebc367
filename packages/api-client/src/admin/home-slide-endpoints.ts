import {
  type AdminHomeSlide,
  type AdminHomeSlideImageAnswer,
  type AdminHomeSlideList,
  type AdminHomeSlideListQuery,
  type AdminHomeSlideOrderAnswer,
  type AdminHomeSlideWriteRequest,
  adminHomeSlideImageAnswerSchema,
  adminHomeSlideListSchema,
  adminHomeSlideOrderAnswerSchema,
  adminHomeSlideSchema,
  IMAGE_UPLOAD_BODY_TYPE,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';
import type { TitleImageFile } from './title-image-endpoints.ts';

/** The home page's carousel (decision 0053): every role looks, editorial:write changes. */
export function homeSlideEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/home_slides — running and scheduled slides in order, or the ended ones (`ended: 'true'`). */
    getHomeSlides: (query: AdminHomeSlideListQuery = {}, options?: CallOptions): Promise<AdminHomeSlideList> =>
      http.get(ADMIN_API.homeSlides, { ...options, query, schema: adminHomeSlideListSchema }),

    /** GET /admin/v1/home_slides/{id}. */
    getHomeSlide: (id: number, options?: CallOptions): Promise<AdminHomeSlide> =>
      http.get(idPath(ADMIN_API.homeSlides, id), { ...options, schema: adminHomeSlideSchema }),

    /** POST /admin/v1/home_slides — a new slide, placed last; shown once its picture is uploaded. */
    createHomeSlide: (body: AdminHomeSlideWriteRequest, options?: CallOptions): Promise<AdminHomeSlide> =>
      http.post(ADMIN_API.homeSlides, { ...options, body, schema: adminHomeSlideSchema }),

    /** PUT /admin/v1/home_slides/{id} — the whole form. */
    updateHomeSlide: (id: number, body: AdminHomeSlideWriteRequest, options?: CallOptions): Promise<AdminHomeSlide> =>
      http.put(idPath(ADMIN_API.homeSlides, id), { ...options, body, schema: adminHomeSlideSchema }),

    /** DELETE /admin/v1/home_slides/{id} — answers the slide as it was. */
    deleteHomeSlide: (id: number, options?: CallOptions): Promise<AdminHomeSlide> =>
      http.delete(idPath(ADMIN_API.homeSlides, id), { ...options, schema: adminHomeSlideSchema }),

    /** PUT /admin/v1/home_slides/order — every slide not yet ended, first shown first (409 when stale). */
    reorderHomeSlides: (ids: readonly number[], options?: CallOptions): Promise<AdminHomeSlideOrderAnswer> =>
      http.put(`${ADMIN_API.homeSlides}/order`, { ...options, body: { ids }, schema: adminHomeSlideOrderAnswerSchema }),

    /** POST /admin/v1/home_slides/{id}/image — the slide's new picture, sent as it is (decision 0045). */
    uploadHomeSlideImage: (
      id: number,
      file: TitleImageFile,
      options?: CallOptions,
    ): Promise<AdminHomeSlideImageAnswer> =>
      http.post(idPath(ADMIN_API.homeSlides, id, '/image'), {
        ...options,
        rawBody: { data: file, contentType: IMAGE_UPLOAD_BODY_TYPE },
        schema: adminHomeSlideImageAnswerSchema,
      }),
  };
}

export type HomeSlideEndpoints = ReturnType<typeof homeSlideEndpoints>;
