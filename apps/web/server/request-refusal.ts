/**
 * What the web server refuses before React Router sees a request (decision 0032). Each was a 500, or a
 * page echoing the bad input; each now gets the error page with a 4xx:
 * - a request target that is not a path (`*`, or the absolute form meant for proxies): 400;
 * - a method other than GET, HEAD and POST: 405 (the site has no other; Node's fetch cannot even build a
 *   Request for TRACE or CONNECT, and React Router's own 405 page printed its internal error text);
 * - a path or query holding text no part of the product can take (a NUL, half a surrogate pair): 400;
 * - a body over FORM_BODY_LIMIT_BYTES (413; PICTURE_FORM_BODY_LIMIT_BYTES for a console picture upload) or one
 *   the server cannot read (400, 415): see `readFormBody`.
 */
import { findUnsafeText, IMAGE_UPLOAD_MAX_BYTES, isUnsafeText } from '@hanabi/contract';
import express, { type Request, type RequestHandler } from 'express';

export const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];

/** The largest body a page's form may send: the inquiry's 2,000 characters take well under a tenth of it. */
export const FORM_BODY_LIMIT_BYTES = 262_144;

/**
 * A console title or slide page's picture upload (multipart, one file): the largest picture the API takes
 * (decision 0045) and room for the form's other fields and the multipart framing.
 */
export const PICTURE_FORM_BODY_LIMIT_BYTES = IMAGE_UPLOAD_MAX_BYTES + 65_536;

/**
 * The console's title and slide pages (`/admin/titles/{id}`, `/admin/slides/{id}`), the only pages whose forms
 * send a file; `.data` is the path React Router posts to from a hydrated page.
 */
const PICTURE_UPLOAD_PAGE = /^\/admin\/(titles|slides)\/\d+(\.data)?$/;

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // Malformed escapes decode to nothing unsafe: React Router answers such a path as it would any other.
    return path;
  }
}

/** The status to refuse `req` with, or undefined to serve it. */
export function refusalOf(req: Request): number | undefined {
  if (!req.originalUrl.startsWith('/')) return 400;
  if (!SERVED_METHODS.includes(req.method)) return 405;
  const url = new URL(req.originalUrl, 'http://target.invalid');
  if (isUnsafeText(decodedPath(url.pathname))) return 400;
  if (findUnsafeText([...url.searchParams]) !== undefined) return 400;
  return undefined;
}

function rawBody(limit: number): RequestHandler {
  return express.raw({ type: () => true, limit, inflate: false });
}

const readSmallForm = rawBody(FORM_BODY_LIMIT_BYTES);
const readPictureForm = rawBody(PICTURE_FORM_BODY_LIMIT_BYTES);

/** A multipart post to a console title or slide page: a picture upload. */
function isPictureUpload(req: Request): boolean {
  const { pathname } = new URL(req.originalUrl, 'http://target.invalid');
  return (
    req.method === 'POST' && PICTURE_UPLOAD_PAGE.test(pathname) && typeof req.is('multipart/form-data') === 'string'
  );
}

/**
 * Reads a form post's body into `req.body` (a Buffer), never more than FORM_BODY_LIMIT_BYTES — or
 * PICTURE_FORM_BODY_LIMIT_BYTES for a console picture upload, which is sent on to the API whole — whether or
 * not it announced its length; compressed bodies are refused. Failures reach the error handler with their
 * 4xx status (`status` of the http-errors they are).
 */
export const readFormBody: RequestHandler = (req, res, next) =>
  (isPictureUpload(req) ? readPictureForm : readSmallForm)(req, res, next);
