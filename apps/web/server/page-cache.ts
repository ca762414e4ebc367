/**
 * A few seconds of the pages the app itself marked shareable (decision 0057), kept in this process and served
 * again without rendering: what a CDN in front would do, for a server that has none. Under load one guest page
 * is asked for many times a second and each render costs tens of milliseconds of CPU.
 *
 * Only a GET the shared-cache rule lets share reads or fills it (no session, no age check, no moved clock);
 * only a 200 whose Cache-Control says `public, s-maxage` that sets no cookie is kept, for the shorter of its
 * s-maxage and PAGE_CACHE_SECONDS. The key holds what the page may vary by: the client address (the API's
 * Japan-only check, decision 0014), the path and query, and the Cookie header (`Vary: Cookie`: display choices
 * such as the list or grid format shape the page). A kept page is served with its own headers, its
 * Content-Security-Policy included — the nonce of its scripts is the one in its body — as a shared cache
 * would serve it.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { sharedSecondsOf } from '@hanabi/contract';
import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { pageRequestMayShare } from '../app/lib/api-answer-cache.server.ts';

interface KeptPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** How many pages one process keeps at most. */
const MAX_PAGES = 500;

/** Headers of the answer as it was sent, not of the page: the compression in front of this cache sets them again. */
const SENT_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'x-request-id']);

function keyOf(clientAddress: string | undefined, url: string, cookieHeader: string | undefined): string {
  return JSON.stringify([clientAddress ?? '', url, cookieHeader ?? '']);
}

function pageHeaders(res: Response): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !SENT_HEADERS.has(name)));
}

/** Collects what the page writes, as the renderer streams it, to keep once it is complete. */
function recordBody(res: Response, onComplete: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response['end'];
  res.once('finish', () => onComplete(Buffer.concat(chunks)));
}

/** The middleware in front of page rendering; nothing is kept when `keepSeconds` is 0. */
export function pageCache(keepSeconds: number): RequestHandler {
  if (keepSeconds === 0) return (_req, _res, next) => next();
  const kept = new LRUCache<string, KeptPage>({ max: MAX_PAGES, ttl: keepSeconds * 1000 });
  return (req, res, next) => {
    if (req.method !== 'GET' || !pageRequestMayShare('GET', new Headers({ cookie: req.headers.cookie ?? '' }))) {
      next();
      return;
    }
    const key = keyOf(req.ip, req.originalUrl, req.headers.cookie);
    const page = kept.get(key);
    if (page) {
      res.status(200).set(page.headers).send(page.body);
      return;
    }
    recordBody(res, (body) => {
      const seconds = Math.min(sharedSecondsOf(String(res.getHeader('cache-control') ?? '')), keepSeconds);
      if (res.statusCode !== 200 || seconds === 0 || res.hasHeader('set-cookie')) return;
      kept.set(key, { headers: pageHeaders(res), body }, { ttl: seconds * 1000 });
    });
    next();
  };
}
