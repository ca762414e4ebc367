/**
 * A code chunk that fails to load after a deploy (its file replaced by the new build's) reloads the page,
 * which then runs the new build — but at most once per 10 s per path (spec §9), so a broken deploy shows
 * the error page instead of reloading for ever.
 */

export const STALE_CHUNK_RELOAD_GUARD_MS = 10_000;
/** Session storage: when each path last reloaded for a stale chunk. */
const RELOADS_KEY = 'stale_chunk_reloads';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function readReloads(storage: SessionStore): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOADS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Whether `path` may reload now; when it may, the reload is recorded. */
export function claimStaleChunkReload(storage: SessionStore, path: string, now: number): boolean {
  const reloads = readReloads(storage);
  const last = reloads[path];
  if (typeof last === 'number' && now - last < STALE_CHUNK_RELOAD_GUARD_MS && now >= last) return false;
  reloads[path] = now;
  try {
    storage.setItem(RELOADS_KEY, JSON.stringify(reloads));
  } catch {
    // Storage full or refused (private mode): without a record the guard cannot hold, so do not reload.
    return false;
  }
  return true;
}

/**
 * Vite reports a chunk that failed to load as `vite:preloadError`; cancelling it stops the error, and the
 * page reloads instead — when the guard allows.
 */
export function reloadOnStaleChunks(win: Window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!claimStaleChunkReload(win.sessionStorage, win.location.pathname, Date.now())) return;
    event.preventDefault();
    win.location.reload();
  });
}
