import {
  type Notice,
  type NoticeKey,
  type NoticeList,
  type NoticeListQuery,
  type NoticeSections,
  noticeListSchema,
  noticeSchema,
  noticeSectionsSchema,
  type UrgentNotice,
  urgentNoticeSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function noticeEndpoints(http: HttpClient) {
  return {
    /** GET /v1/notice_sections — every section in display order. */
    getNoticeSections: (options?: CallOptions): Promise<NoticeSections> =>
      http.get('/v1/notice_sections', { ...options, schema: noticeSectionsSchema }),

    /** GET /v1/notices — published notices, newest first, of one section when section_id is given. */
    getNotices: (query: Partial<NoticeListQuery> = {}, options?: CallOptions): Promise<NoticeList> =>
      http.get('/v1/notices', { ...options, query, schema: noticeListSchema }),

    /** GET /v1/notices/{id} — a published notice by numeric id or by slug; the API answers 404 otherwise. */
    getNotice: (key: NoticeKey, options?: CallOptions): Promise<Notice> =>
      http.get(`/v1/notices/${encodeURIComponent(key)}`, { ...options, schema: noticeSchema }),

    /** GET /v1/notices/urgent_notice — the notice every page shows as a banner now, or null. */
    getUrgentNotice: (options?: CallOptions): Promise<UrgentNotice> =>
      http.get('/v1/notices/urgent_notice', { ...options, schema: urgentNoticeSchema }),
  };
}

export type NoticeEndpoints = ReturnType<typeof noticeEndpoints>;
