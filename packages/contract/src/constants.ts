/** Business constants of spec §3 and §9. */

export const PLAN_IDS = { free: 0, lite: 1, premium: 2, guest: 999 } as const;
export type PlanId = (typeof PLAN_IDS)[keyof typeof PLAN_IDS];

export const PAYMENT_METHODS = ['none', 'credit', 'au', 'docomo', 'softbank_a', 'softbank_b'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DISPLAY_GROUPS = ['general_group', 'mature_group'] as const;
export type DisplayGroup = (typeof DISPLAY_GROUPS)[number];

export const GENRE_SORT_PATTERNS = ['kana', 'earliest_start_at'] as const;

export const DESIGN_TYPES = { comic: 0, anime: 1, game: 2 } as const;
export type DesignType = (typeof DESIGN_TYPES)[keyof typeof DESIGN_TYPES];

export const EPISODE_CUTS = ['broadcast', 'premium'] as const;
export type EpisodeCut = (typeof EPISODE_CUTS)[number];

/** The spec's default time window (§3), Japan time. */
export const DEFAULT_WINDOW = {
  start: '2021-01-01T00:00:00+09:00',
  end: '9999-12-31T23:59:00+09:00',
} as const;

/**
 * Cookie names of spec §9. Their lifetimes, attributes and value formats are defined once, in the API
 * client's `cookies/product-cookies.ts`.
 */
export const COOKIE_NAMES = {
  auth: 'festa_auth',
  /** The spec names the two watched-title histories but not their cookies; these names are ours. */
  watchedTitles: 'watched_titles',
  watchedMatureTitles: 'watched_mature_titles',
  disableHomeAppBanner: 'disable_home_app_banner',
  interestedTitles: 'interested_titles',
  displayFormat: 'display_format',
  hideDisplayFormatCoachMark: 'hide_display_format_coach_mark',
  unsafeSearch: 'unsafe_search',
  skipTime: 'skip_time',
  userTrackingId: 'user_tracking_id',
  devDebugTime: 'dev_debug_time',
  checkedAge: 'checked_age',
  /** Discreet mode (decision 0058): ours, not the spec's. */
  discreetMode: 'discreet_mode',
} as const;

/** One year, the lifetime of the product's cookies (spec §9). */
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** dev_debug_time lasts one day. */
export const DEBUG_TIME_COOKIE_MAX_AGE_SECONDS = 86_400;

export const USER_TRACKING_ID_LENGTH = 21;
const USER_TRACKING_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${USER_TRACKING_ID_LENGTH}}$`);

/** A well-formed tracking id (`user_tracking_id`, Anime-User-Tracking-Id): a nanoid of 21 URL-safe characters. */
export function isUserTrackingId(text: string): boolean {
  return USER_TRACKING_ID_PATTERN.test(text);
}

/**
 * The instants X-Debug-Time may name, and so the dev_debug_time cookie: years 1970 to 9998 in Japan time.
 * Each one the database stores and Japan time writes with four digits, with a year to spare for a list's
 * window (now plus days). The API answers 400 to one outside; the web client sends no header for it.
 */
export const DEBUG_TIME_RANGE = {
  earliest: Date.parse('1970-01-01T00:00:00+09:00'),
  latest: Date.parse('9998-12-31T23:59:59.999+09:00'),
} as const;

export function isInDebugTimeRange(instant: Date): boolean {
  const time = instant.getTime();
  return time >= DEBUG_TIME_RANGE.earliest && time <= DEBUG_TIME_RANGE.latest;
}

/** Request headers of spec §7. */
export const API_HEADERS = {
  userTrackingId: 'Anime-User-Tracking-Id',
  debugTime: 'X-Debug-Time',
} as const;

/** Longest query string the API accepts before answering 414. */
export const MAX_QUERY_LENGTH = 2048;
