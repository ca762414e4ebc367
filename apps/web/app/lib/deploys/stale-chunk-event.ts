/**
 * What the web server's stand-in for a chunk this build does not have dispatches on the window
 * (server/stale-chunk-module.ts), for lib/deploys/stale-chunk.ts to decide on (decision 0024). Its own
 * file: the server imports it, and must not import browser code.
 */
export const STALE_CHUNK_EVENT = 'hanabi:stale-chunk';
