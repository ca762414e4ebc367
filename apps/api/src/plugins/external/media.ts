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
 * Range requests (a player seeking inside a segment, a CDN filling its cache in parts) get 206 with
 * Content-Range, or 416 when the range starts past the end (decision 0057). Geo-checked like every route.
 */
import { isPrivateMediaKey, type MediaStorage } from '@hanabi/storage';
import { ApiError } from '../../lib/api-error.ts';
import { rangeOf } from '../../lib/byte-range.ts';
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
      const whole = key === undefined ? undefined : await storage.get(key);
      if (key === undefined || !whole) throw new ApiError('notFound');
      void reply
        .header('content-type', whole.contentType)
        .header('cache-control', whole.cacheControl)
        .header('accept-ranges', 'bytes')
        .header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY)
        .header('x-content-type-options', 'nosniff');
      const asked = rangeOf(request.headers.range, whole.size);
      if (asked.kind === 'whole') return reply.header('content-length', whole.size).send(whole.body);
      // The size was needed to read the range; the part is opened on its own.
      whole.body.destroy();
      if (asked.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${whole.size}`).send();
      }
      const { start, end } = asked.range;
      const part = await storage.get(key, asked.range);
      if (!part) throw new ApiError('notFound');
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${whole.size}`)
        .header('content-length', end - start + 1)
        .send(part.body);
    });
  },
  { name: 'media' },
);
