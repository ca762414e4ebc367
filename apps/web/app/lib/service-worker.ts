/**
 * Registers the service worker (public/sw.js, decision 0060), whose only job is the offline page when a
 * navigation cannot reach the server. A browser without service workers, or one that refuses this one
 * (a private window, storage blocked), simply shows its own offline error.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('The service worker of the offline page could not be registered.', error);
  });
}
