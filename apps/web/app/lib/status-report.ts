import type { UserStatus } from '@hanabi/contract';
import { type ViewerTier, viewerTier } from './viewer-tier.ts';

/** What every status refresh tells error monitoring, the page variables and analytics (spec §4). */
export interface StatusReport {
  /** Our user id, as text; null for guests. */
  userId: string | null;
  /** The plan tag: guest, free, lite or premium. */
  plan: ViewerTier;
  animeSubscribed: boolean;
}

export function statusReport(status: UserStatus): StatusReport {
  const plan = viewerTier(status);
  return {
    userId: plan === 'guest' || status.user_id === null ? null : String(status.user_id),
    plan,
    animeSubscribed: status.is_subscribed_user,
  };
}

/** One place a refresh is reported to (error monitoring, page variables, analytics). */
export interface StatusReporter {
  report(report: StatusReport): void;
}
