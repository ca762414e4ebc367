import { guestUserStatus, type Notice, type NoticeSummary } from '@hanabi/contract';
import { apiSuccess, NOW } from './fixtures.ts';
import { fakeSiteApi } from './loader-context.ts';

const sections = [
  { id: 1, slug: 'important', name: '重要なお知らせ' },
  { id: 2, slug: 'maintenance', name: 'メンテナンス' },
];

/** A notice of the maintenance section, as the notice lists show it. */
export const summary = (id: number, fields: Partial<NoticeSummary> = {}): NoticeSummary => ({
  id,
  slug: null,
  section: sections[1] ?? { id: 2, slug: 'maintenance', name: 'メンテナンス' },
  title: `お知らせ${id}`,
  published_at: '2025-09-30T12:00:00+09:00',
  urgent_until: null,
  ...fields,
});

/** The notice of a fixed page (/notices/apology_for_double_billing), with two paragraphs. */
export const apology: Notice = {
  ...summary(3, { slug: 'apology_for_double_billing', title: '二重請求に関するお詫び' }),
  body: '一部のお客様に二重に請求しました。\n\n【返金について】\n全額を返金しました。',
};

/** One page of a list. */
export const page = (items: NoticeSummary[], total = items.length) => ({
  items,
  pagination: { page: 1, per_page: 20, total, total_pages: Math.ceil(total / 20) },
});

/**
 * A fake API for the notice pages, for a guest: the two sections, a list of notice 5 and the apology,
 * `answers` before them, by path.
 */
export function noticeApi(answers: Record<string, () => Response> = {}) {
  return fakeSiteApi({
    '/v1/notice_sections': () => apiSuccess({ items: sections }),
    '/v1/notices': () => apiSuccess(page([summary(5), apology])),
    '/v1/users/statuses': () => apiSuccess(guestUserStatus(NOW)),
    ...answers,
  });
}
