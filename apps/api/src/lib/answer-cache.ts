/**
 * A short-lived cache, inside this process, of catalogue answers that are the same for every guest (decision
 * 0057). Under load one title page is asked for many times a second and each miss costs database round trips,
 * so a few seconds of reuse is most of the work saved; shared caches may keep the same answer for a minute
 * already. Concurrent misses of one key share one load, and a load that fails is not kept (a 404 is asked
 * again). Callers use it only for requests `isShareableRequest` lets through.
 */
import { LRUCache } from 'lru-cache';

export interface AnswerCache<Key, Answer> {
  /** The kept answer for `key`, or `load()`'s, kept from now on. */
  through(key: Key, load: () => Promise<Answer>): Promise<Answer>;
}

/** How many answers one process keeps at most: a catalogue's worth of title pages. */
const MAX_ANSWERS = 5000;

export function createAnswerCache<Key extends {}, Answer>(seconds: number): AnswerCache<Key, Answer> {
  if (seconds === 0) return { through: (_key, load) => load() };
  const kept = new LRUCache<Key, Promise<Answer>>({ max: MAX_ANSWERS, ttl: seconds * 1000 });
  return {
    through(key, load) {
      const hit = kept.get(key);
      if (hit) return hit;
      const loading = load();
      kept.set(key, loading);
      loading.catch(() => {
        if (kept.get(key) === loading) kept.delete(key);
      });
      return loading;
    },
  };
}
