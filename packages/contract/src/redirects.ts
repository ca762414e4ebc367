/**
 * Redirects that operators manage (spec §2 navigation rule 4, decision 0017): the web server looks up the
 * path of every page it is asked for and, when a redirect is set, sends the viewer on to its location.
 */
import { z } from 'zod';

/** 301 moved for good (search engines follow), 302 moved for now (a campaign, a notice). */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** Longest path looked up; real addresses are far shorter, and the lookup is a query parameter. */
export const MAX_REDIRECT_PATH_LENGTH = 1024;

/** Longest location a redirect may send to. */
export const MAX_REDIRECT_LOCATION_LENGTH = 2048;

/**
 * A page path as a URL carries it: '/' then RFC 3986 path characters (percent-encoded when not ASCII), no
 * query, no fragment, no backslash, and never '//' at the start, which a browser reads as another host.
 */
const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/**
 * Where a redirect may send a viewer: an absolute http(s) URL, or a path of this site starting with a single
 * '/' (query and fragment allowed). No whitespace, control characters or backslashes anywhere.
 */
const ABSOLUTE_LOCATION = /^https?:\/\/[^/?#\\\s]+(?:[/?#][^\\\s]*)?$/i;
const SITE_LOCATION = /^\/(?![/\\])[^\\\s]*$/;
// \s misses most control characters (U+0000, U+007F…); they are refused on their own.
const CONTROL_CHARACTER = /\p{Cc}/u;

export const redirectPathSchema = z
  .string()
  .max(MAX_REDIRECT_PATH_LENGTH)
  .regex(PAGE_PATH, "a page path: '/' and path characters, without scheme, host, query or fragment");

export const redirectLocationSchema = z
  .string()
  .max(MAX_REDIRECT_LOCATION_LENGTH)
  .refine(
    (value) => !CONTROL_CHARACTER.test(value) && (ABSOLUTE_LOCATION.test(value) || SITE_LOCATION.test(value)),
    "an absolute http(s) URL or a path of this site starting with a single '/'",
  );

/** Query of GET /v1/redirects/lookup. */
export const redirectLookupQuerySchema = z.object({ path: redirectPathSchema });
export type RedirectLookupQuery = z.infer<typeof redirectLookupQuerySchema>;

/** Answer of GET /v1/redirects/lookup: where the path now lives. */
export const redirectTargetSchema = z.object({
  location: redirectLocationSchema.describe('an absolute http(s) URL (a full page load) or a path of this site'),
  status: z.literal(REDIRECT_STATUSES),
});
export type RedirectTarget = z.infer<typeof redirectTargetSchema>;
