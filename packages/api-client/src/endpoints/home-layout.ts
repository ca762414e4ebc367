import { type HomeLayout, homeLayoutSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function homeLayoutEndpoints(http: HttpClient) {
  return {
    /** GET /v1/home_layout — the home's sections shown, first shown first, at now (decision 0064). */
    getHomeLayout: (options?: CallOptions): Promise<HomeLayout> =>
      http.get('/v1/home_layout', { ...options, schema: homeLayoutSchema }),
  };
}

export type HomeLayoutEndpoints = ReturnType<typeof homeLayoutEndpoints>;
