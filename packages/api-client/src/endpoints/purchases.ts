import {
  type EpisodePurchase,
  episodePurchaseSchema,
  type OwnedTitleList,
  ownedTitleListSchema,
  type PurchaseEpisodeQuery,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import type { MemberListQuery } from './users.ts';

export function purchaseEndpoints(http: HttpClient) {
  return {
    /**
     * POST /v1/episode/purchase. The episode and the idempotency key travel in the query (spec §7); sending
     * the same key again answers the outcome of the first request instead of buying twice. The body is an
     * empty JSON object, as for every JSON POST without a payload. Never retried by the client (a POST).
     */
    purchaseEpisode: (query: PurchaseEpisodeQuery, options?: CallOptions): Promise<EpisodePurchase> =>
      http.post('/v1/episode/purchase', { ...options, query, body: {}, schema: episodePurchaseSchema }),

    /** GET /v1/episode/purchase/{id} — one of the member's purchases. */
    getEpisodePurchase: (id: number, options?: CallOptions): Promise<EpisodePurchase> =>
      http.get(`/v1/episode/purchase/${encodeURIComponent(id)}`, { ...options, schema: episodePurchaseSchema }),

    /** GET /v1/users/owned_titles — titles the member bought episodes of, most recently bought first. */
    getOwnedTitles: (query: MemberListQuery = {}, options?: CallOptions): Promise<OwnedTitleList> =>
      http.get('/v1/users/owned_titles', { ...options, query, schema: ownedTitleListSchema }),
  };
}

export type PurchaseEndpoints = ReturnType<typeof purchaseEndpoints>;
