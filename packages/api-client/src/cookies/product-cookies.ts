/**
 * Every cookie of spec §9, defined once: its name, its lifetime and the format of its value. Code reads
 * and writes them only through {@link readCookie}, {@link writeCookie} and {@link clearCookie}, so a value
 * this module would not write is never acted on: a cookie holding one (edited by hand, left by an older
 * build, cut short by the browser) reads as no cookie at all, and reading never throws.
 */
import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAMES,
  DEBUG_TIME_COOKIE_MAX_AGE_SECONDS,
  isInDebugTimeRange,
  isUserTrackingId,
  resourceIdSchema,
} from '@hanabi/contract';
import { type CookiePlace, cookieAttributes } from './cookie-attributes.ts';
import type { CookieStore } from './cookie-store.ts';

export interface CookieDefinition<T> {
  readonly name: string;
  /** Lifetime in seconds. */
  readonly maxAge: number;
  /** The value, or undefined when the text is not one this cookie holds. */
  parse(text: string): T | undefined;
  format(value: T): string;
}

/** A title list keeps the most recent titles first; a cookie holds at most 4 KB, so the list is bounded. */
export const TITLE_ID_LIST_LIMIT = 50;
/** skip_time: how far the player's skip buttons jump, in whole seconds. */
export const SKIP_SECONDS_RANGE = { min: 1, max: 600 } as const;
export const DISPLAY_FORMATS = ['list', 'grid'] as const;
export type DisplayFormat = (typeof DISPLAY_FORMATS)[number];

function titleIdList(name: string): CookieDefinition<number[]> {
  return {
    name,
    maxAge: COOKIE_MAX_AGE_SECONDS,
    parse(text) {
      if (text === '') return [];
      const parts = text.split(',');
      if (parts.length > TITLE_ID_LIST_LIMIT) return undefined;
      const ids: number[] = [];
      for (const part of parts) {
        const id = resourceIdSchema.safeParse(part);
        if (!id.success) return undefined;
        ids.push(id.data);
      }
      return ids;
    },
    format: (ids) => ids.join(','),
  };
}

/** A yes/no setting: `1` or `0`. */
function flag(name: string): CookieDefinition<boolean> {
  return {
    name,
    maxAge: COOKIE_MAX_AGE_SECONDS,
    parse: (text) => (text === '1' ? true : text === '0' ? false : undefined),
    format: (value) => (value ? '1' : '0'),
  };
}

/**
 * The instants the API accepts in X-Debug-Time (apps/api request-now.ts: an ISO 8601 date-time with seconds
 * and an offset or Z, on a real calendar day, within the contract's DEBUG_TIME_RANGE). Anything else would
 * make every call fail with 400, so such a cookie is ignored instead.
 */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isIsoInstant(text: string): boolean {
  const match = ISO_INSTANT.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const isCalendarDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDay && isInDebugTimeRange(new Date(text));
}

export const PRODUCT_COOKIES = {
  /** Titles the viewer watched, most recent first: general titles and mature titles apart. */
  watchedTitles: titleIdList(COOKIE_NAMES.watchedTitles),
  watchedMatureTitles: titleIdList(COOKIE_NAMES.watchedMatureTitles),
  /** The viewer closed the home page's app banner. */
  disableHomeAppBanner: flag(COOKIE_NAMES.disableHomeAppBanner),
  /** Titles the viewer marked as interesting, most recent first. */
  interestedTitles: titleIdList(COOKIE_NAMES.interestedTitles),
  displayFormat: {
    name: COOKIE_NAMES.displayFormat,
    maxAge: COOKIE_MAX_AGE_SECONDS,
    parse: (text) => DISPLAY_FORMATS.find((format) => format === text),
    format: (value) => value,
  } satisfies CookieDefinition<DisplayFormat>,
  /** The viewer dismissed the hint next to the list/grid switch. */
  hideDisplayFormatCoachMark: flag(COOKIE_NAMES.hideDisplayFormatCoachMark),
  /** Search results include mature titles. */
  unsafeSearch: flag(COOKIE_NAMES.unsafeSearch),
  /** Discreet mode (decision 0058): mature artwork blurred, mature titles kept out of sight while watching. */
  discreetMode: flag(COOKIE_NAMES.discreetMode),
  skipTime: {
    name: COOKIE_NAMES.skipTime,
    maxAge: COOKIE_MAX_AGE_SECONDS,
    parse(text) {
      if (!/^[1-9]\d{0,2}$/.test(text)) return undefined;
      const seconds = Number(text);
      return seconds >= SKIP_SECONDS_RANGE.min && seconds <= SKIP_SECONDS_RANGE.max ? seconds : undefined;
    },
    format: String,
  } satisfies CookieDefinition<number>,
  /** Sent as Anime-User-Tracking-Id: a nanoid of 21 URL-safe characters. */
  userTrackingId: {
    name: COOKIE_NAMES.userTrackingId,
    maxAge: COOKIE_MAX_AGE_SECONDS,
    parse: (text) => (isUserTrackingId(text) ? text : undefined),
    format: (value) => value,
  } satisfies CookieDefinition<string>,
  /** Outside production, the instant the API takes as "now" (X-Debug-Time). Lasts one day. */
  devDebugTime: {
    name: COOKIE_NAMES.devDebugTime,
    maxAge: DEBUG_TIME_COOKIE_MAX_AGE_SECONDS,
    parse: (text) => (isIsoInstant(text) ? text : undefined),
    format: (value) => value,
  } satisfies CookieDefinition<string>,
  /** The viewer confirmed being 18 or older. Spec §4: the cookie being set is what counts, whatever it holds. */
  checkedAge: {
    name: COOKIE_NAMES.checkedAge,
    maxAge: COOKIE_MAX_AGE_SECONDS,
    parse: (text) => (text === '' ? undefined : true),
    format: () => '1',
  } satisfies CookieDefinition<true>,
} as const;

export type ProductCookie = keyof typeof PRODUCT_COOKIES;
export type ProductCookieValue<K extends ProductCookie> =
  (typeof PRODUCT_COOKIES)[K] extends CookieDefinition<infer T> ? T : never;

function definitionOf<K extends ProductCookie>(cookie: K): CookieDefinition<ProductCookieValue<K>> {
  return PRODUCT_COOKIES[cookie] as unknown as CookieDefinition<ProductCookieValue<K>>;
}

/** Anything cookies can be read from: a {@link CookieStore}, or the Map of `parseCookieHeader`. */
export interface CookieSource {
  get(name: string): string | undefined;
}

/** The cookie's value, or undefined when it is missing or holds something this module would not write. */
export function readCookie<K extends ProductCookie>(
  source: CookieSource,
  cookie: K,
): ProductCookieValue<K> | undefined {
  const definition = definitionOf(cookie);
  const text = source.get(definition.name);
  return text === undefined ? undefined : definition.parse(text);
}

/**
 * Writes the cookie with its lifetime and the product's defaults. A value the cookie cannot hold (a skip of
 * 0 seconds, a malformed instant) is a programming error and throws, rather than leave a cookie nobody reads.
 */
export function writeCookie<K extends ProductCookie>(
  store: CookieStore,
  cookie: K,
  value: ProductCookieValue<K>,
  place: CookiePlace,
): void {
  const definition = definitionOf(cookie);
  const text = definition.format(value);
  if (definition.parse(text) === undefined) {
    throw new TypeError(`The ${definition.name} cookie cannot hold ${JSON.stringify(value)}.`);
  }
  store.set(definition.name, text, cookieAttributes(definition.maxAge, place));
}

/** Removes the cookie: an empty value that expires at once, with the same path and domain it was set with. */
export function clearCookie(store: CookieStore, cookie: ProductCookie, place: CookiePlace): void {
  store.set(PRODUCT_COOKIES[cookie].name, '', cookieAttributes(0, place));
}
