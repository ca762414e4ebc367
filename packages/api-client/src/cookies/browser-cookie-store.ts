import { parseCookieHeader, serializeCookie } from './cookie-header.ts';
import type { CookieStore } from './cookie-store.ts';

/** The part of `Document` the store uses. */
export interface CookieDocument {
  cookie: string;
}

export interface BrowserCookieStoreOptions {
  /** Defaults to the global `document`. */
  document?: CookieDocument;
}

/** A cookie store on `document.cookie`, for code running in the browser. */
export function browserCookieStore(options: BrowserCookieStoreOptions = {}): CookieStore {
  const doc = options.document ?? (globalThis as { document?: CookieDocument }).document;
  if (doc === undefined) {
    throw new Error(
      'browserCookieStore needs a document; on the server use requestCookieStore(request Cookie header).',
    );
  }
  return {
    get: (name) => parseCookieHeader(doc.cookie).get(name),
    set(name, value, attributes) {
      doc.cookie = serializeCookie(name, value, attributes);
    },
  };
}
