import type { RequestHandler } from 'express';
import { STALE_CHUNK_EVENT } from '../app/lib/deploys/stale-chunk-event.ts';

/**
 * The answer to a script this build does not have, e.g. `/assets/title-3fa1c9.js`: a page loaded before a
 * deploy still names the chunks of its own build. A 404 would make React Router reload that page at once,
 * however often; this module instead lets the page decide, under the 10 s guard of lib/deploys/stale-chunk.ts
 * (decision 0024). A page without that listener gets the failed import it would have got from a 404.
 */
export const STALE_CHUNK_MODULE = `// Hanabi: this build has no such file; the page asking for it runs an earlier build.
const staleChunk = new Event(${JSON.stringify(STALE_CHUNK_EVENT)}, { cancelable: true });
window.dispatchEvent(staleChunk);
if (!staleChunk.defaultPrevented) throw new Error('A chunk of an earlier build was asked for: ' + import.meta.url);
await new Promise(() => {});
`;

/** After the static assets: scripts answer the stand-in (never cached), anything else a plain 404. */
export const missingAssetHandler: RequestHandler = (req, res) => {
  if (req.method === 'GET' && req.path.endsWith('.js')) {
    res.status(200).set('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(STALE_CHUNK_MODULE);
    return;
  }
  res.status(404).type('text/plain; charset=utf-8').send('Not Found');
};
