/**
 * Serves the media storage under /media/ (decision 0044): the local folder or the S3-compatible bucket, through
 * `@hanabi/storage`, so that the API answers alike whichever holds the files. With MEDIA_CDN_BASE_URL set,
 * players and pages fetch from the CDN instead; this stays the origin a CDN may be pointed at.
 *
 * The files come from the API's origin, which the browser calls with credentials, and an SVG can carry
 * scripts: every file is sent with a Content-Security-Policy that allows no scripts, no fetches and no
 * navigation (only inline styles, which SVG art uses), sandboxed, and with MIME sniffing off.
 *
 * Cache-Control is the storage's one rule (`cacheControlFor`): encrypted segments and uploaded pictures
 * (content-addressed) immutable for a year, manifests a minute, the demo artwork a day. Keys never pass here:
 * packages hold key ids only, and keys leave the API through the licence endpoints alone (decision 0035).
 * Geo-checked like every route.
 */
import { isPrivateMediaKey, type MediaStorage } from '@hanabi/storage';
import { ApiError } from '../../lib/api-error.ts';
import { MEDIA_PREFIX } from '../../lib/media-url.ts';
import { appPlugin } from '../../lib/plugin.ts';

const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The storage key a request path names, or undefined for one that names no servable file: a part that is
 * empty, `.` or `..` (it would leave the media root), or that starts with a dot (hidden files, and the local
 * storage's half-copied folders), and the operators' uploaded source videos (`uploads/`, decision 0047).
 */
function mediaKeyOf(path: string): string | undefined {
  const parts = path.split('/');
  const servable = parts.every((part) => part !== '' && !part.startsWith('.')) && !isPrivateMediaKey(path);
  return servable ? path : undefined;
}

export const mediaPlugin = appPlugin<{ storage: MediaStorage }>(
  async (app, { storage }) => {
    app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = mediaKeyOf((request.params as { '*': string })['*']);
      const file = key === undefined ? undefined : await storage.get(key);
      if (!file) throw new ApiError('notFound');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', file.cacheControl)
        .header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    });
  },
  { name: 'media' },
);
