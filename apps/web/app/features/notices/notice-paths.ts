import type { NoticeSummary } from '@hanabi/contract';

/** Notices with a page at their own fixed address (spec §2), which is their slug. */
export const FIXED_NOTICE_SLUGS = ['apology_for_double_billing', 'dpay_refund_handle'] as const;
export type FixedNoticeSlug = (typeof FIXED_NOTICE_SLUGS)[number];

const isFixed = (slug: string | null): slug is FixedNoticeSlug =>
  (FIXED_NOTICE_SLUGS as readonly (string | null)[]).includes(slug);

/** Where a notice is read: its fixed address when it has one, otherwise /notices/{id}. */
export function noticePath(notice: Pick<NoticeSummary, 'id' | 'slug'>): string {
  return isFixed(notice.slug) ? `/notices/${notice.slug}` : `/notices/${notice.id}`;
}

/** The query parameters of /notices: the section's slug (none: every section) and the page. */
export const NOTICE_LIST_PARAMS = { section: 'section', page: 'page' } as const;

/** /notices, of one section when given. */
export function noticeListPath(sectionSlug: string | null): string {
  return sectionSlug === null
    ? '/notices'
    : `/notices?${NOTICE_LIST_PARAMS.section}=${encodeURIComponent(sectionSlug)}`;
}
