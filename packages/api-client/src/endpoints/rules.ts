import {
  type RulesDocument,
  type RulesPage,
  type RulesRevision,
  rulesPageSchema,
  rulesRevisionSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** The rules pages (decision 0055): the revision in force and the dated history, and a past revision's text. */
export function rulesEndpoints(http: HttpClient) {
  return {
    /** GET /v1/rules/{document} — the revision in force today (Japan date) and every one in force before. */
    getRulesPage: (document: RulesDocument, options?: CallOptions): Promise<RulesPage> =>
      http.get(`/v1/rules/${document}`, { ...options, schema: rulesPageSchema }),

    /** GET /v1/rules/{document}/revisions/{id} — a revision in force now or before, as published; 404 otherwise. */
    getRulesRevision: (document: RulesDocument, id: number, options?: CallOptions): Promise<RulesRevision> =>
      http.get(`/v1/rules/${document}/revisions/${encodeURIComponent(id)}`, {
        ...options,
        schema: rulesRevisionSchema,
      }),
  };
}

export type RulesEndpoints = ReturnType<typeof rulesEndpoints>;
