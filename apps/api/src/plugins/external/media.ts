/**
 * Serves the media folder under /media/. Paths are fixed (art/titles/<slug>/key-art.svg…), so a regenerated
 * picture keeps its URL: answers may be cached for a day, not forever.
 *
 * The files come from the API's origin, which the browser calls with credentials, and an SVG can carry
 * scripts: every file is sent with a Content-Security-Policy that allows no scripts, no fetches and no
 * navigation (only inline styles, which SVG art uses), sandboxed, and with MIME sniffing off.
 *
 * Video packages (decision 0027): segments are encrypted, so anyone may cache them, and a package folder is
 * never written again, so they are immutable (a year); manifests are cached for a minute only. The rule is
 * the media storage's (`cacheControlFor`, decision 0044), so object storage sends the same. Geo-checked like
 * every route.
 */
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@hanabi/storage';
import { MEDIA_PREFIX } from '../../lib/media-url.ts';
import { appPlugin } from '../../lib/plugin.ts';

const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const mediaPlugin = appPlugin<{ mediaDir: string }>(
  async (app, { mediaDir }) => {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(relative(mediaDir, filePath).split(sep).join('/')));
        reply.header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'media' },
);
