import { useSyncExternalStore } from 'react';

export type PrefetchMode = 'intent' | 'none';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** Spec §2: prefetching is skipped on slow connections and in data-saver mode. */
export function prefetchModeFor(connection: NetworkInformationLike | undefined): PrefetchMode {
  if (!connection) return 'intent';
  if (connection.saveData === true) return 'none';
  return SLOW_CONNECTIONS.has(connection.effectiveType ?? '') ? 'none' : 'intent';
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function subscribe(onChange: () => void): () => void {
  const current = connection();
  current?.addEventListener?.('change', onChange);
  return () => current?.removeEventListener?.('change', onChange);
}

/**
 * The `prefetch` of a link: on intent (hover, focus, touch), unless the connection is slow or saving data.
 * The server renders `intent`, which changes nothing in the HTML, so hydration matches.
 */
export function usePrefetch(): PrefetchMode {
  return useSyncExternalStore(
    subscribe,
    () => prefetchModeFor(connection()),
    () => 'intent',
  );
}
