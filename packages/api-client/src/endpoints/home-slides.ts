import { type HomeSlides, homeSlidesSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function homeSlideEndpoints(http: HttpClient) {
  return {
    /** GET /v1/home_slides — the home carousel for the caller's audience, at now (decision 0053). */
    getHomeSlides: (options?: CallOptions): Promise<HomeSlides> =>
      http.get('/v1/home_slides', { ...options, schema: homeSlidesSchema }),
  };
}

export type HomeSlideEndpoints = ReturnType<typeof homeSlideEndpoints>;
