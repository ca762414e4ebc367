import { type CookiePlace, type CookieStore, clearCookie, PRODUCT_COOKIES, writeCookie } from '@hanabi/api-client';

/*
 * The developer's server time: the dev_debug_time cookie, which the API client sends as X-Debug-Time outside
 * production. The control shows and takes Japan time, as the service's times are; the cookie holds the
 * instant with its +09:00 offset.
 */

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
/** What a datetime-local input gives: seconds only with step="1" (and then not always when they are zero). */
const INPUT_VALUE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

/** The instant in Japan time as a datetime-local value (`2024-12-02T23:59:59`), or '' when unreadable. */
export function japanInputValue(instant: string | null | undefined): string {
  const time = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Date(time + JAPAN_OFFSET_MS).toISOString().slice(0, 19);
}

/** The instant a datetime-local value means in Japan time, as the cookie holds it; null when it is no such value. */
export function debugTimeFromInput(value: string): string | null {
  const match = INPUT_VALUE.exec(value);
  if (match === null) return null;
  return PRODUCT_COOKIES.devDebugTime.parse(`${match[1]}${match[2] ?? ':00'}+09:00`) ?? null;
}

/**
 * Sets the server time to the datetime-local `inputValue` (Japan time) for one day, or back to the server's
 * own clock when it is null. False, and nothing written, when the value is no date and time.
 */
export function applyDebugTime(inputValue: string | null, store: CookieStore, place: CookiePlace): boolean {
  if (inputValue === null) {
    clearCookie(store, 'devDebugTime', place);
    return true;
  }
  const instant = debugTimeFromInput(inputValue);
  if (instant === null) return false;
  writeCookie(store, 'devDebugTime', instant, place);
  return true;
}
