import {
  type Title,
  type TitleCardList,
  type TitleListQuery,
  titleCardListSchema,
  titleSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** Query of GET /v1/title/displayables; the API fills in what is left out (page 1, 20 per page, general_group). */
export type DisplayableTitlesQuery = Partial<TitleListQuery>;

export function titleEndpoints(http: HttpClient) {
  return {
    /** GET /v1/titles/{id} */
    getTitle: (id: number, options?: CallOptions): Promise<Title> =>
      http.get(`/v1/titles/${encodeURIComponent(id)}`, { ...options, schema: titleSchema }),

    /** GET /v1/title/displayables */
    getDisplayableTitles: (query: DisplayableTitlesQuery = {}, options?: CallOptions): Promise<TitleCardList> =>
      http.get('/v1/title/displayables', { ...options, query, schema: titleCardListSchema }),
  };
}

export type TitleEndpoints = ReturnType<typeof titleEndpoints>;
