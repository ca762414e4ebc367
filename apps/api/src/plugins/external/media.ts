/**
 * Serves the media folder under /media/. Paths are fixed (art/titles/<slug>/key-art.svg…), so a regenerated
 * picture keeps its URL: answers may be cached for a day, not forever.
 *
 * The files come from the API's origin, which the browser calls with credentials, and an SVG can carry
 * scripts: every file is sent with a Content-Security-Policy that allows no scripts, no fetches and no
 * navigation (only inline styles, which SVG art uses), sandboxed, and with MIME sniffing off.
 *
 * Video packages (decision 0027): segments are encrypted, so anyone may cache them like the art; manifests
 * are cached for a minute only, so that a repackaged episode shows soon. Geo-checked like every route.
 */
import fastifyStatic from '@fastify/static';
import { MEDIA_PREFIX } from '../../lib/media-url.ts';
import { appPlugin } from '../../lib/plugin.ts';

const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const MANIFEST = /\.(mpd|m3u8)$/;
const MANIFEST_CACHE_CONTROL = 'public, max-age=60';

export const mediaPlugin = appPlugin<{ mediaDir: string }>(
  async (app, { mediaDir }) => {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: true,
      maxAge: '1d',
      immutable: false,
      setHeaders: (reply, filePath) => {
        if (MANIFEST.test(filePath)) reply.header('cache-control', MANIFEST_CACHE_CONTROL);
        reply.header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'media' },
);
