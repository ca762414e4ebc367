import { COOKIE_NAMES, USER_TRACKING_ID_LENGTH } from '@hanabi/contract';
import { nanoid } from 'nanoid';
import type { CookieAttributes, CookieStore } from '../cookies/cookie-store.ts';

/** nanoid's URL-safe alphabet, exactly USER_TRACKING_ID_LENGTH characters. */
const TRACKING_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${USER_TRACKING_ID_LENGTH}}$`);

export function isValidUserTrackingId(value: string | undefined): value is string {
  return value !== undefined && TRACKING_ID_PATTERN.test(value);
}

/**
 * The viewer's tracking id (spec §3, §9): the `user_tracking_id` cookie when it holds a well-formed
 * id; otherwise a new 21-character nanoid, stored in that cookie with `attributes`.
 */
export function resolveUserTrackingId(store: CookieStore, attributes: CookieAttributes): string {
  const current = store.get(COOKIE_NAMES.userTrackingId);
  if (isValidUserTrackingId(current)) return current;
  const created = nanoid(USER_TRACKING_ID_LENGTH);
  store.set(COOKIE_NAMES.userTrackingId, created, attributes);
  return created;
}
