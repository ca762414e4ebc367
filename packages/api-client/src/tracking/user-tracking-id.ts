import { USER_TRACKING_ID_LENGTH } from '@hanabi/contract';
import { nanoid } from 'nanoid';
import type { CookiePlace } from '../cookies/cookie-attributes.ts';
import type { CookieStore } from '../cookies/cookie-store.ts';
import { readCookie, writeCookie } from '../cookies/product-cookies.ts';

/**
 * The viewer's tracking id (spec §3, §9): the `user_tracking_id` cookie when it holds a well-formed
 * id; otherwise a new 21-character nanoid, stored in that cookie for one year.
 */
export function resolveUserTrackingId(store: CookieStore, place: CookiePlace): string {
  const current = readCookie(store, 'userTrackingId');
  if (current !== undefined) return current;
  const created = nanoid(USER_TRACKING_ID_LENGTH);
  writeCookie(store, 'userTrackingId', created, place);
  return created;
}
