/**
 * The web server's short-lived cache of API answers (decision 0057), from which it renders guests' pages: one
 * per process, in memory (`lru-cache`), kept apart from any viewer who could be told from another.
 *
 * Both sides of the contract's `mayShareAnswer` rule are applied: only a page request the rule lets share
 * reads or fills the cache, and only an answer the API itself marked shareable (`public` with `s-maxage`) is
 * kept, for the shorter of its s-maxage and API_ANSWER_CACHE_SECONDS. The key is the API URL and the client
 * address the web server forwards: a shareable answer depends on no cookie the rule lets through (the API reads
 * none but the personal ones), but every answer depends on where the viewer is — the API refuses viewers outside
 * Japan (decision 0014), and an answer kept for a viewer in Japan must never reach one abroad. Reuse is thus per
 * client address until the web server can tell a country itself.
 *
 * Each page request also learns whether every answer it was rendered from was shareable (`PageSharing`):
 * the page itself may then be shared, no longer than its shortest-lived answer.
 */
import { mayShareAnswer, sharedSecondsOf } from '@hanabi/contract';
import { LRUCache } from 'lru-cache';

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  sharedSeconds: number;
}

export type ApiAnswerCache = LRUCache<string, KeptAnswer>;

/** Enough answers for the guest pages a busy minute asks for; old ones go first. */
const MAX_ANSWERS = 2_000;

/** The process's cache, or none (null) when `keepSeconds` is 0. */
export function createApiAnswerCache(keepSeconds: number): ApiAnswerCache | null {
  if (keepSeconds === 0) return null;
  return new LRUCache<string, KeptAnswer>({ max: MAX_ANSWERS, ttl: keepSeconds * 1000 });
}

/** Whether a page request's own circumstances let it share: a guest's, without age check or moved clock. */
export function pageRequestMayShare(method: string, headers: Headers): boolean {
  return mayShareAnswer({
    method,
    cookieHeader: headers.get('cookie'),
    debugTime: false,
    readsTrackingId: false,
    setsCookie: false,
  });
}

/** What one page request learnt of the answers it was rendered from. */
export interface PageSharing {
  /** False once any answer was not shareable, or the request itself may not share. */
  shareable: boolean;
  /** The shortest shared lifetime of the answers, undefined when the page asked the API nothing. */
  sharedSeconds: number | undefined;
}

function answerOf(kept: KeptAnswer): Response {
  return new Response(kept.body.slice(0), { status: kept.status, headers: kept.headers });
}

/**
 * The fetch of one page request's API client: answers from `cache` when the request may share (kept for the
 * same client address), and records in `sharing` whether each answer was shareable.
 */
export function sharingFetch(
  base: typeof fetch,
  cache: ApiAnswerCache | null,
  sharing: PageSharing,
  /** The X-Forwarded-For the web server sends for this viewer ('' when none). */
  clientChain: string,
): typeof fetch {
  const note = (seconds: number) => {
    if (seconds === 0) sharing.shareable = false;
    else sharing.sharedSeconds = Math.min(sharing.sharedSeconds ?? seconds, seconds);
  };
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${clientChain} ${input instanceof Request ? input.url : String(input)}`;
    const cacheable = cache !== null && sharing.shareable && method === 'GET';
    const kept = cacheable ? cache.get(key) : undefined;
    if (kept) {
      note(kept.sharedSeconds);
      return answerOf(kept);
    }
    const answer = await base(input, init);
    // A 404 the API marked shareable ("no redirect for this path") is as shareable as a 200.
    const shareableStatus = answer.status === 200 || answer.status === 404;
    const sharedSeconds = shareableStatus ? sharedSecondsOf(answer.headers.get('cache-control')) : 0;
    note(sharedSeconds);
    if (!cacheable || sharedSeconds === 0 || answer.headers.has('set-cookie')) return answer;
    const fresh: KeptAnswer = {
      status: answer.status,
      headers: [...answer.headers],
      body: await answer.arrayBuffer(),
      sharedSeconds,
    };
    cache.set(key, fresh, { ttl: Math.min(sharedSeconds * 1000, cache.ttl) });
    return answerOf(fresh);
  };
}
