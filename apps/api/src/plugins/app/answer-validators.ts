/**
 * ETags and 304s for the answers a shared cache may keep (decision 0057): a CDN or browser revalidating a
 * catalogue answer gets `304 Not Modified` and no body when nothing changed. A weak ETag from a hash of the
 * body, computed after every other onSend hook (the viewer's `private, no-store` included), so a private answer
 * never gets one and a shared one is tagged exactly as it leaves.
 */
import { createHash } from 'node:crypto';
import { sharedSecondsOf } from '@hanabi/contract';
import { appPlugin } from '../../lib/plugin.ts';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strong = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strong(tag) === strong(etag));
}

export const answerValidatorsPlugin = appPlugin(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      if (sharedSecondsOf(String(reply.getHeader('cache-control') ?? '')) === 0) return payload;
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      void reply.header('etag', etag);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      void reply.code(304).removeHeader('content-length');
      return '';
    });
  },
  { name: 'answer-validators', dependencies: ['viewer'] },
);
