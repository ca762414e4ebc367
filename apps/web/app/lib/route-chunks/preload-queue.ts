/**
 * Spec §2/§9: route chunks are preloaded at most 5 in parallel. A page full of links would otherwise start
 * every chunk download at once and compete with the page's own images and data.
 */
export const ROUTE_CHUNK_PRELOAD_CONCURRENCY = 5;

export interface PreloadQueue {
  /** Queues the URLs not seen before; each is loaded once, whether it succeeds or fails. */
  enqueue(urls: Iterable<string>): void;
}

export function createPreloadQueue(
  load: (url: string) => Promise<void>,
  concurrency = ROUTE_CHUNK_PRELOAD_CONCURRENCY,
): PreloadQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  function startNext(): void {
    while (running < concurrency) {
      const url = waiting.shift();
      if (url === undefined) return;
      running += 1;
      // A failed preload is harmless: the navigation loads the chunk itself (and the stale-chunk guard
      // handles a chunk removed by a deploy), so failures only free the slot.
      load(url)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          startNext();
        });
    }
  }

  return {
    enqueue(urls) {
      for (const url of urls) {
        if (seen.has(url)) continue;
        seen.add(url);
        waiting.push(url);
      }
      startNext();
    },
  };
}
