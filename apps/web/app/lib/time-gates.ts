import { DEFAULT_WINDOW, LINE_LINK_SHOWN_FROM, POINTS_BLOCK_SHOWN_UNTIL, type UserStatus } from '@hanabi/contract';
import { viewerTier } from './viewer-tier.ts';

/*
 * Time-gated content follows the server's clock (the status' current_timestamp, which honours the debug
 * time outside production), never the viewer's device. Without a server time nothing gated is shown.
 */

/** When content shows (spec §4): from `start` (included) until `end` (excluded); either defaults to DEFAULT_WINDOW's. */
export interface TimeWindow {
  start?: string;
  end?: string;
}

/** Comparisons with NaN are false, so an unknown or unreadable time shows nothing gated. */
export function isWithinWindow(now: string | null | undefined, window: TimeWindow = {}): boolean {
  const instant = now ? Date.parse(now) : Number.NaN;
  const { start = DEFAULT_WINDOW.start, end = DEFAULT_WINDOW.end } = window;
  return instant >= Date.parse(start) && instant < Date.parse(end);
}

/** The spec gives a promotion's end as its last second (2024-12-02T23:59:59); the window closes one second later. */
function endOfSecond(lastSecond: string): string {
  return new Date(Date.parse(lastSecond) + 1000).toISOString();
}

/**
 * Spec §4: the promotions switch over at 2024-12-03 00:00:00 JST. Those that end (the points block) show
 * through 2024-12-02 23:59:59; those that begin show from this instant.
 */
export const PROMOTION_SWITCH_AT = endOfSecond(POINTS_BLOCK_SHOWN_UNTIL);

/** The points total and the add-points link: members only, until 2024-12-02 23:59:59 JST (spec §2). */
export function isPointsBlockShown(status: UserStatus | null): boolean {
  return viewerTier(status) !== 'guest' && isWithinWindow(status?.current_timestamp, { end: PROMOTION_SWITCH_AT });
}

/** The footer's LINE link: from 2024-07-18 17:00 JST (spec §2). */
export function isLineLinkShown(now: string | null | undefined): boolean {
  return isWithinWindow(now, { start: LINE_LINK_SHOWN_FROM });
}
