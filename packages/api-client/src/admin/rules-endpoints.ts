import {
  type AdminRulesDraftForm,
  type AdminRulesRevision,
  type AdminRulesRevisionList,
  adminRulesRevisionListSchema,
  adminRulesRevisionSchema,
  type RulesDocument,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** The rules pages' revisions (catalogue:read to look, editorial:write to draft and publish; decision 0055). */
export function rulesEndpoints(http: HttpClient) {
  const revisionPath = (id: number, suffix = '') => idPath(`${ADMIN_API.rules}/revisions`, id, suffix);
  return {
    /** GET /admin/v1/rules/{document}/revisions — drafts and published, newest effective date first, paged. */
    getRulesRevisions: (
      document: RulesDocument,
      query: { page?: number; per_page?: number } = {},
      options?: CallOptions,
    ): Promise<AdminRulesRevisionList> =>
      http.get(`${ADMIN_API.rules}/${document}/revisions`, { ...options, query, schema: adminRulesRevisionListSchema }),

    /** GET /admin/v1/rules/revisions/{id} — one revision with its text. */
    getRulesRevision: (id: number, options?: CallOptions): Promise<AdminRulesRevision> =>
      http.get(revisionPath(id), { ...options, schema: adminRulesRevisionSchema }),

    /** POST /admin/v1/rules/{document}/revisions — a new draft. */
    createRulesDraft: (
      document: RulesDocument,
      draft: AdminRulesDraftForm,
      options?: CallOptions,
    ): Promise<AdminRulesRevision> =>
      http.post(`${ADMIN_API.rules}/${document}/revisions`, {
        ...options,
        body: draft,
        schema: adminRulesRevisionSchema,
      }),

    /** PUT /admin/v1/rules/revisions/{id} — a draft's text and planned date; 409 once published. */
    updateRulesDraft: (id: number, draft: AdminRulesDraftForm, options?: CallOptions): Promise<AdminRulesRevision> =>
      http.put(revisionPath(id), { ...options, body: draft, schema: adminRulesRevisionSchema }),

    /** DELETE /admin/v1/rules/revisions/{id} — a draft; 409 once published. */
    deleteRulesDraft: (id: number, options?: CallOptions): Promise<AdminRulesRevision> =>
      http.delete(revisionPath(id), { ...options, schema: adminRulesRevisionSchema }),

    /** POST /admin/v1/rules/revisions/{id}/publish — in force from `effective_on` (today or later), never changed again. */
    publishRulesRevision: (id: number, effectiveOn: string, options?: CallOptions): Promise<AdminRulesRevision> =>
      http.post(revisionPath(id, '/publish'), {
        ...options,
        body: { effective_on: effectiveOn },
        schema: adminRulesRevisionSchema,
      }),
  };
}

export type RulesEndpoints = ReturnType<typeof rulesEndpoints>;
