import type { PublicationStatus } from '@hanabi/contract';
import './catalogue.css';

/**
 * What viewers see of a title or episode now, as the console names it: a draft (下書き), published and inside
 * its window (公開中), published but its window not yet open (公開予定), or its window over (配信終了).
 * The API stores only draft or published (decision 0046); the window makes the rest.
 */
export type PublicationState = 'draft' | 'live' | 'scheduled' | 'ended';

export const PUBLICATION_STATE_LABELS: Record<PublicationState, string> = {
  draft: '下書き',
  live: '公開中',
  scheduled: '公開予定',
  ended: '配信終了',
};

export function publicationStateOf(
  status: PublicationStatus,
  window: { from: string; until: string },
  now: Date,
): PublicationState {
  if (status === 'draft') return 'draft';
  if (now.getTime() < Date.parse(window.from)) return 'scheduled';
  if (now.getTime() >= Date.parse(window.until)) return 'ended';
  return 'live';
}

/** The state as a badge: its word, not only its colour, says it. */
export function PublicationBadge({ state }: { state: PublicationState }) {
  return <span className={`catalogue-badge catalogue-badge--${state}`}>{PUBLICATION_STATE_LABELS[state]}</span>;
}
