import { PLAN_IDS, type UserStatus } from '@hanabi/contract';

/** The four kinds of viewer of spec §4; the anime-subscribed flag is read from the status beside it. */
export type ViewerTier = 'guest' | 'free' | 'lite' | 'premium';

/** A viewer without a status (the status call failed) is treated as a guest, as the page shell is. */
export function viewerTier(status: UserStatus | null): ViewerTier {
  if (status === null || !status.is_logged_in) return 'guest';
  switch (status.subscribed_plan_id) {
    case PLAN_IDS.free:
      return 'free';
    case PLAN_IDS.lite:
      return 'lite';
    case PLAN_IDS.premium:
      return 'premium';
    default:
      return 'guest';
  }
}

/** Lite and premium members: they have a plan to cancel, and entry pages send them home. */
export function hasPaidPlan(tier: ViewerTier): boolean {
  return tier === 'lite' || tier === 'premium';
}
