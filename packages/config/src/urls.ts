import { z } from 'zod';

/** An http or https URL, such as a licence server's. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** A URL that paths are appended to (`${API_ORIGIN}/media/…`): without trailing slashes. */
export const httpBaseUrl = httpUrl.transform((value) => value.replace(/\/+$/, ''));

/**
 * An origin compared with a browser's (CORS, return addresses, the site origin of the links handed out):
 * scheme, host and port only, lower case, default port dropped.
 */
export const httpOrigin = httpUrl.transform((value) => new URL(value).origin);

/** A TCP port to listen on; 0 picks a free one. */
export function portSetting(defaultPort: number) {
  return z.coerce.number().int().min(0).max(65_535).default(defaultPort);
}
