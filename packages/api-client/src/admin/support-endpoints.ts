import {
  type AdminInquiry,
  type AdminInquiryList,
  type AdminInquiryListQuery,
  type AdminInquiryReplyRequest,
  type AdminInquiryUpdateRequest,
  type AdminMember,
  type AdminMemberSearch,
  type AdminMemberSearchQuery,
  adminInquiryListSchema,
  adminInquirySchema,
  adminMemberSchema,
  adminMemberSearchSchema,
  type InquiryAssigneeList,
  inquiryAssigneeListSchema,
  type PaginationQuery,
  type RevokedMemberSessions,
  revokedMemberSessionsSchema,
  type SupportGrant,
  type SupportGrantList,
  type SupportGrantListQuery,
  type SupportGrantRequest,
  supportGrantListSchema,
  supportGrantSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** A paged list's query: what is left out, the API fills in (page 1, 20 per page). */
type PagedRequest<Q> = Partial<PaginationQuery> & Omit<Q, 'page' | 'per_page'>;
export type InquiryListRequest = PagedRequest<AdminInquiryListQuery>;
export type MemberSearchRequest = PagedRequest<AdminMemberSearchQuery>;
export type GrantListRequest = PagedRequest<SupportGrantListQuery>;

/**
 * Support's calls (decision 0051): the inquiries inbox, member lookup, and grants with their approval. The API
 * checks each permission again and writes the audit log; a refusal is an ApiError with a Japanese message.
 */
export function supportEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/inquiries — 未対応 first, filtered and paged. */
    getInquiries: (query: InquiryListRequest = {}, options?: CallOptions): Promise<AdminInquiryList> =>
      http.get(ADMIN_API.inquiries, { ...options, query, schema: adminInquiryListSchema }),
    /** GET /admin/v1/inquiries/{id} — the inquiry and its thread. */
    getInquiry: (id: number, options?: CallOptions): Promise<AdminInquiry> =>
      http.get(idPath(ADMIN_API.inquiries, id), { ...options, schema: adminInquirySchema }),
    /** GET /admin/v1/inquiry-assignees — who may take an inquiry. */
    getInquiryAssignees: async (options?: CallOptions): Promise<InquiryAssigneeList['items']> =>
      (await http.get(ADMIN_API.inquiryAssignees, { ...options, schema: inquiryAssigneeListSchema })).items,
    /** PATCH /admin/v1/inquiries/{id} — its status and/or assignee. */
    updateInquiry: (id: number, body: AdminInquiryUpdateRequest, options?: CallOptions): Promise<AdminInquiry> =>
      http.patch(idPath(ADMIN_API.inquiries, id), { ...options, body, schema: adminInquirySchema }),
    /** POST /admin/v1/inquiries/{id}/notes — an internal note. */
    addInquiryNote: (id: number, body: string, options?: CallOptions): Promise<AdminInquiry> =>
      http.post(idPath(ADMIN_API.inquiries, id, '/notes'), { ...options, body: { body }, schema: adminInquirySchema }),
    /** POST /admin/v1/inquiries/{id}/replies — the reply, mailed to the sender. */
    replyToInquiry: (id: number, body: AdminInquiryReplyRequest, options?: CallOptions): Promise<AdminInquiry> =>
      http.post(idPath(ADMIN_API.inquiries, id, '/replies'), { ...options, body, schema: adminInquirySchema }),

    /** GET /admin/v1/members?q= — by e-mail, member id or festa user id. */
    searchMembers: (query: MemberSearchRequest, options?: CallOptions): Promise<AdminMemberSearch> =>
      http.get(ADMIN_API.members, { ...options, query, schema: adminMemberSearchSchema }),
    /** GET /admin/v1/members/{id} — everything support reads about the member. */
    getMember: (id: number, options?: CallOptions): Promise<AdminMember> =>
      http.get(idPath(ADMIN_API.members, id), { ...options, schema: adminMemberSchema }),
    /** POST /admin/v1/members/{id}/sessions/revoke — signs the member out everywhere. */
    revokeMemberSessions: (id: number, options?: CallOptions): Promise<RevokedMemberSessions> =>
      http.post(idPath(ADMIN_API.members, id, '/sessions/revoke'), { ...options, schema: revokedMemberSessionsSchema }),
    /** POST /admin/v1/members/{id}/grants — given at once within the small-grant limit, else pending. */
    requestGrant: (memberId: number, body: SupportGrantRequest, options?: CallOptions): Promise<SupportGrant> =>
      http.post(idPath(ADMIN_API.members, memberId, '/grants'), { ...options, body, schema: supportGrantSchema }),

    /** GET /admin/v1/grants — status=pending is the approval queue. */
    getGrants: (query: GrantListRequest = {}, options?: CallOptions): Promise<SupportGrantList> =>
      http.get(ADMIN_API.grants, { ...options, query, schema: supportGrantListSchema }),
    /** POST /admin/v1/grants/{id}/approve — gives the present; again changes nothing. */
    approveGrant: (id: number, options?: CallOptions): Promise<SupportGrant> =>
      http.post(idPath(ADMIN_API.grants, id, '/approve'), { ...options, schema: supportGrantSchema }),
    /** POST /admin/v1/grants/{id}/reject — the member gets nothing. */
    rejectGrant: (id: number, options?: CallOptions): Promise<SupportGrant> =>
      http.post(idPath(ADMIN_API.grants, id, '/reject'), { ...options, schema: supportGrantSchema }),
  };
}

export type SupportEndpoints = ReturnType<typeof supportEndpoints>;
