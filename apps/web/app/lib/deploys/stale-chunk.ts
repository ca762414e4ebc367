/**
 * A code chunk that fails to load after a deploy (its file replaced by the new build's) reloads the page,
 * which then runs the new build — but at most once per 10 s per path (spec §9), so a broken deploy
 * explains itself instead of reloading for ever (decision 0024).
 */
import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_ENTRIES, type StorageHost, writeStored } from '../browser-storage.ts';
import { STALE_CHUNK_EVENT } from './stale-chunk-event.ts';

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
  // React Router imports route chunks itself and reloads, unguarded, when an import fails; the server's
  // stand-in for a missing chunk asks here instead. Cancelling keeps the stand-in from failing the import:
  // the navigation waiting for it stays pending while the document is replaced, or, when the guard holds,
  // while the viewer reads why and chooses.
  win.addEventListener(STALE_CHUNK_EVENT, (event) => {
    event.preventDefault();
    if (claimStaleChunkReload(win, win.location.pathname, Date.now())) win.location.reload();
    else holdBackReload();
  });
}

let reloadHeldBack = false;
const listeners = new Set<() => void>();

function holdBackReload(): void {
  reloadHeldBack = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a chunk of an earlier build was met while the guard held the reload back. */
export function useStaleChunkReloadHeldBack(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reloadHeldBack,
    () => false,
  );
}
