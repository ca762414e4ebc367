/**
 * Serves the media folder under /media/. Paths are fixed (art/titles/<slug>/key-art.svg…), so a regenerated
 * picture keeps its URL: answers may be cached for a day, not forever.
 *
 * The files come from the API's origin, which the browser calls with credentials, and an SVG can carry
 * scripts: every file is sent with a Content-Security-Policy that allows no scripts, no fetches and no
 * navigation (only inline styles, which SVG art uses), sandboxed, and with MIME sniffing off.
 */
import fastifyStatic from '@fastify/static';
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
      cacheControl: true,
      maxAge: '1d',
      immutable: false,
      setHeaders: (reply) => {
        reply.header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'media' },
);
