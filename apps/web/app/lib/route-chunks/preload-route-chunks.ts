/**
 * Preloads, once the browser is idle, the route chunks of the same-site links on the page, at most 5 at a
 * time, so the next page starts at once. Skipped on slow connections and in data-saver mode, like prefetch.
 */
import { prefetchModeFor } from '../prefetch.ts';
import { createPreloadQueue, type PreloadQueue } from './preload-queue.ts';
import { type BrowserManifest, routeChunksOf } from './route-chunks-of.ts';

/** React Router discovers the routes of rendered links shortly after render; look again after it. */
const SECOND_LOOK_MS = 1500;

function modulePreload(doc: Document, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`preload failed: ${url}`)));
    doc.head.append(link);
  });
}

function sameSitePaths(win: Window): Set<string> {
  const paths = new Set<string>();
  for (const anchor of win.document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(anchor.href, win.location.href);
    if (url.origin === win.location.origin && url.pathname !== win.location.pathname) paths.add(url.pathname);
  }
  return paths;
}

function manifestOf(win: Window): BrowserManifest | undefined {
  return (win as Window & { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest;
}

let queue: PreloadQueue | undefined;

function preloadLinkedRoutes(win: Window): void {
  const manifest = manifestOf(win);
  const connection = (win.navigator as Navigator & { connection?: Parameters<typeof prefetchModeFor>[0] }).connection;
  if (!manifest || prefetchModeFor(connection) === 'none') return;
  queue ??= createPreloadQueue((url) => modulePreload(win.document, url));
  for (const path of sameSitePaths(win)) queue.enqueue(routeChunksOf(manifest, path));
}

/** Call after each render of a new page (the first one included). */
export function schedulePreloadOfLinkedRoutes(win: Window): () => void {
  // Safari has no requestIdleCallback: a short timeout stands in for it.
  const idleCallback = win.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = (run: () => void) => (idleCallback ? idleCallback.call(win, run) : win.setTimeout(run, 200));
  whenIdle(() => preloadLinkedRoutes(win));
  const secondLook = win.setTimeout(() => whenIdle(() => preloadLinkedRoutes(win)), SECOND_LOOK_MS);
  return () => win.clearTimeout(secondLook);
}
