/**
 * Hanabi's service worker (decision 0060). Its one job: when a page cannot be loaded because the connection
 * is gone, show the offline page instead of the browser's error. It keeps only that page and its two files;
 * it never caches a page, member data, an API answer or media, and lets every other request go by untouched.
 */
const CACHE = 'hanabi-offline-v1';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.css', '/offline.js', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES.map((path) => new Request(path, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Earlier versions' caches go; then this worker takes the open pages at once.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    // Always the network; the offline page only when it cannot be reached at all (an error answer is shown).
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE, { cacheName: CACHE })));
    return;
  }
  if (url.origin === self.location.origin && OFFLINE_FILES.includes(url.pathname)) {
    // The offline page's own files: the network first, the kept copy when it is gone.
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: CACHE })));
  }
});
