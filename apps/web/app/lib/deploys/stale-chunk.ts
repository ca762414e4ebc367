/**
 * A code chunk that fails to load after a deploy (its file replaced by the new build's) reloads the page,
 * which then runs the new build — but at most once per 10 s per path (spec §9), so a broken deploy shows
 * the error page instead of reloading for ever.
 */
import { readStored, STORAGE_ENTRIES, type StorageHost, writeStored } from '../browser-storage.ts';

export const STALE_CHUNK_RELOAD_GUARD_MS = 10_000;

/** Whether `path` may reload now; when it may, the reload is recorded in the tab's session storage. */
export function claimStaleChunkReload(host: StorageHost, path: string, now: number): boolean {
  const reloads = readStored(STORAGE_ENTRIES.staleChunkReloads, host) ?? {};
  const last = reloads[path];
  if (last !== undefined && now - last < STALE_CHUNK_RELOAD_GUARD_MS && now >= last) return false;
  // Without a record (storage blocked or full) the guard cannot hold, so the page does not reload.
  return writeStored(STORAGE_ENTRIES.staleChunkReloads, { ...reloads, [path]: now }, host);
}

/**
 * Vite reports a chunk that failed to load as `vite:preloadError`; cancelling it stops the error, and the
 * page reloads instead — when the guard allows.
 */
export function reloadOnStaleChunks(win: Window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (!claimStaleChunkReload(win, win.location.pathname, Date.now())) return;
    event.preventDefault();
    win.location.reload();
  });
}
