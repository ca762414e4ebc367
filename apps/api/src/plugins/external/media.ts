/**
 * Serves the media folder under /media/. File names are content-addressed or versioned by whoever writes
 * them, so answers may be cached for a year without revalidation.
 */
import fastifyStatic from '@fastify/static';
import { MEDIA_PREFIX } from '../../lib/media-url.ts';
import { appPlugin } from '../../lib/plugin.ts';

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
      maxAge: '365d',
      immutable: true,
    });
  },
  { name: 'media' },
);
