/** A notice's form as the console shows it: times in Japan time (`datetime-local`), as operators schedule. */
import type { AdminNotice, AdminNoticeWriteRequest } from '@hanabi/contract';
import { fromJapanInput, toJapanInput } from '../catalogue/japan-datetime.ts';

export const NOTICE_INTENTS = { save: 'save', delete: 'delete' } as const;

export interface NoticeFormValues {
  section_id: string;
  slug: string;
  title: string;
  body: string;
  published_at: string;
  urgent_until: string;
  /** Kept from viewers until unchecked (decision 0062). */
  draft: boolean;
}

/** A new notice: a draft to preview first, published now once the operator unchecks it (or at another time). */
export function newNoticeValues(now: Date): NoticeFormValues {
  return {
    section_id: '',
    slug: '',
    title: '',
    body: '',
    published_at: toJapanInput(now.toISOString()),
    urgent_until: '',
    draft: true,
  };
}

export function noticeFormValuesOf(notice: AdminNotice): NoticeFormValues {
  return {
    section_id: String(notice.section.id),
    slug: notice.slug ?? '',
    title: notice.title,
    body: notice.body,
    published_at: toJapanInput(notice.published_at),
    urgent_until: notice.urgent_until ? toJapanInput(notice.urgent_until) : '',
    draft: notice.draft,
  };
}

export function noticeRequestOf(values: NoticeFormValues): AdminNoticeWriteRequest {
  return {
    section_id: Number(values.section_id) || 0,
    slug: values.slug,
    title: values.title,
    body: values.body,
    published_at: fromJapanInput(values.published_at),
    urgent_until: values.urgent_until.trim() === '' ? null : fromJapanInput(values.urgent_until),
    draft: values.draft,
  };
}
