/**
 * A notice as viewers would see it at a chosen time (decision 0050). A draft is previewed as it will be once
 * published (decision 0062): its state by its times, and the urgent banner it would then take, since the
 * viewers' own query never sees a draft.
 */
import type { AdminNoticePreview } from '@hanabi/contract';
import { adminNoticeOf, timeStateAt } from './admin-notices.repository.ts';
import type { NoticeRow } from './notices.repository.ts';
import { toSummary } from './notices.service.ts';

/** The viewers' rule for several urgent notices: the latest published, then the highest id. */
function publishedLater(notice: NoticeRow, other: NoticeRow): boolean {
  const byTime = notice.publishedAt.getTime() - other.publishedAt.getTime();
  return byTime === 0 ? notice.id > other.id : byTime > 0;
}

/** `viewersBanner`: the urgent notice viewers see at `at`, by their own query. */
export function noticePreviewAt(
  row: NoticeRow,
  at: Date,
  atAsSent: string,
  viewersBanner: NoticeRow | undefined,
): AdminNoticePreview {
  const state = timeStateAt(row, at);
  const { state: _now, ...notice } = adminNoticeOf(row, at);
  const takesBanner =
    row.draft && state === 'urgent' && (viewersBanner === undefined || publishedLater(row, viewersBanner));
  const banner = takesBanner ? row : viewersBanner;
  return { at: atAsSent, state, notice, banner: banner ? toSummary(banner) : null };
}
