import { type FaqEntryAnswer, type FaqList, faqEntrySchema, faqListSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function faqEndpoints(http: HttpClient) {
  return {
    /** GET /v1/faq — every published entry, by topic, place and number (decision 0055). */
    getFaq: (options?: CallOptions): Promise<FaqList> => http.get('/v1/faq', { ...options, schema: faqListSchema }),

    /** GET /v1/faq/{number} — the published entry of /faq/{number}; the API answers 404 otherwise. */
    getFaqEntry: (number: number, options?: CallOptions): Promise<FaqEntryAnswer> =>
      http.get(`/v1/faq/${encodeURIComponent(number)}`, { ...options, schema: faqEntrySchema }),
  };
}

export type FaqEndpoints = ReturnType<typeof faqEndpoints>;
