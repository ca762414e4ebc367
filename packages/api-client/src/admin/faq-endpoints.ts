import {
  type AdminFaqEntry,
  type AdminFaqList,
  type AdminFaqListQuery,
  type AdminFaqWriteRequest,
  adminFaqEntrySchema,
  adminFaqListSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** The FAQ's entries (catalogue:read to look, editorial:write to change; decision 0055). */
export function faqEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/faq — drafts included, by number, searched by part of the text or the number, paged. */
    getAdminFaqEntries: (query: AdminFaqListQuery = {}, options?: CallOptions): Promise<AdminFaqList> =>
      http.get(ADMIN_API.faq, { ...options, query, schema: adminFaqListSchema }),

    /** POST /admin/v1/faq — 409 for a number taken. */
    createAdminFaqEntry: (entry: AdminFaqWriteRequest, options?: CallOptions): Promise<AdminFaqEntry> =>
      http.post(ADMIN_API.faq, { ...options, body: entry, schema: adminFaqEntrySchema }),

    /** PUT /admin/v1/faq/{id} — the whole form; 409 for a number taken. */
    updateAdminFaqEntry: (id: number, entry: AdminFaqWriteRequest, options?: CallOptions): Promise<AdminFaqEntry> =>
      http.put(idPath(ADMIN_API.faq, id), { ...options, body: entry, schema: adminFaqEntrySchema }),

    /** DELETE /admin/v1/faq/{id} — answers the entry as it was; its page answers 404 from then on. */
    deleteAdminFaqEntry: (id: number, options?: CallOptions): Promise<AdminFaqEntry> =>
      http.delete(idPath(ADMIN_API.faq, id), { ...options, schema: adminFaqEntrySchema }),
  };
}

export type FaqEndpoints = ReturnType<typeof faqEndpoints>;
