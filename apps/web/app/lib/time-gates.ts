import { LINE_LINK_SHOWN_FROM, POINTS_BLOCK_SHOWN_UNTIL, type UserStatus } from '@hanabi/contract';
import { viewerTier } from './viewer-tier.ts';

/*
 * Time-gated content follows the server's clock (the status' current_timestamp, which honours the debug
 * time outside production), never the viewer's device. Without a server time nothing gated is shown.
 */

function instantOf(timestamp: string | null | undefined): number {
  return timestamp ? Date.parse(timestamp) : Number.NaN;
}

/** Comparisons with NaN are false, so an unknown or unreadable time shows nothing gated. */
export function isAtOrAfter(now: string | null | undefined, instant: string): boolean {
  return instantOf(now) >= Date.parse(instant);
}

export function isAtOrBefore(now: string | null | undefined, instant: string): boolean {
  return instantOf(now) <= Date.parse(instant);
}

/** The points total and the add-points link: members only, until 2024-12-02 23:59:59 JST (spec §2). */
export function isPointsBlockShown(status: UserStatus | null): boolean {
  return viewerTier(status) !== 'guest' && isAtOrBefore(status?.current_timestamp, POINTS_BLOCK_SHOWN_UNTIL);
}

/** The footer's LINE link: from 2024-07-18 17:00 JST (spec §2). */
export function isLineLinkShown(now: string | null | undefined): boolean {
  return isAtOrAfter(now, LINE_LINK_SHOWN_FROM);
}
