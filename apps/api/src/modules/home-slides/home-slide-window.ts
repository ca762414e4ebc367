/**
 * When a slide is shown (decision 0053): from starts_at, until ends_at when it has one — the same rule for the
 * viewer's carousel and for the state the console shows.
 */
import { homeSlides } from '@hanabi/db';
import { and, gt, isNull, lte, or } from 'drizzle-orm';

export function slideRunningAt(now: Date) {
  return and(lte(homeSlides.startsAt, now), or(isNull(homeSlides.endsAt), gt(homeSlides.endsAt, now)));
}

/** Running or still to come: the slides the console lists in order and an explicit order names. */
export function slideNotEndedAt(now: Date) {
  return or(isNull(homeSlides.endsAt), gt(homeSlides.endsAt, now));
}
