/**
 * When an answer may be kept by a shared cache (a CDN, the web server's cache of API answers) and given to
 * someone else: the one rule the API and the web server both apply (decision 0057).
 *
 * An answer is shared only when nothing that tells one viewer from another could have shaped it: no session
 * (a member sees their plan, holdings and hidden titles), no age check (mature titles shown), no debug time
 * (another clock), no tracking id read by the answer, and no cookie set by it (a Set-Cookie given to everyone
 * would hand one browser's identity to the next). Everything else a cookie may change (display format and the
 * like) is covered by `Vary: Cookie` on every shared answer.
 */
import { OPERATOR_SESSION_COOKIE } from './admin/operator-auth.ts';
import { API_HEADERS, COOKIE_NAMES } from './constants.ts';

/** Cookies whose presence means the answer may be someone's own (an operator's too). */
export const PERSONAL_COOKIES = [
  COOKIE_NAMES.auth,
  COOKIE_NAMES.checkedAge,
  COOKIE_NAMES.devDebugTime,
  // Discreet mode shapes the page (blurred artwork, the row, the tab title; decision 0058): a shared page must
  // never be served across it, whatever key a cache uses.
  COOKIE_NAMES.discreetMode,
  OPERATOR_SESSION_COOKIE,
] as const;

export interface AnswerCircumstances {
  /** The request's method: only GET and HEAD answers are stored. */
  method: string;
  /** The request's Cookie header, if any. */
  cookieHeader: string | null | undefined;
  /** Whether the request moved the clock (X-Debug-Time). */
  debugTime: boolean;
  /** Whether the answer was shaped by the tracking id (Anime-User-Tracking-Id or its cookie). */
  readsTrackingId: boolean;
  /** Whether the answer sets a cookie. */
  setsCookie: boolean;
}

function cookieNamesOf(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '');
}

export function mayShareAnswer(answer: AnswerCircumstances): boolean {
  if (answer.method !== 'GET' && answer.method !== 'HEAD') return false;
  if (answer.debugTime || answer.readsTrackingId || answer.setsCookie) return false;
  const names = cookieNamesOf(answer.cookieHeader);
  return !PERSONAL_COOKIES.some((personal) => names.includes(personal));
}

/** The debug-time request header, lower-cased as Node hands headers over. */
export const DEBUG_TIME_REQUEST_HEADER = API_HEADERS.debugTime.toLowerCase();

/** What a shared answer's Cache-Control says: browsers keep it briefly, shared caches longer and serve it stale while they refresh. */
export function sharedCacheControl(sharedSeconds: number): string {
  const browserSeconds = Math.min(sharedSeconds, 60);
  return `public, max-age=${browserSeconds}, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds * 5}`;
}

/** The Cache-Control of an answer that must stay with the one who asked. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Whether an origin's Cache-Control lets a shared cache keep the answer, and for how long (seconds; 0 = not). */
export function sharedSecondsOf(cacheControl: string | null | undefined): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store')) return 0;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = Number(sMaxAge?.slice('s-maxage='.length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
