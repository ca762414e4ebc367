/** Refuses an over-long query string (> MAX_QUERY_LENGTH) with 414, before any route or 404 handling. */
import { MAX_QUERY_LENGTH } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { appPlugin } from '../../lib/plugin.ts';

export function queryLength(rawUrl: string | undefined): number {
  if (rawUrl === undefined) return 0;
  const start = rawUrl.indexOf('?');
  return start === -1 ? 0 : rawUrl.length - start - 1;
}

export const queryLengthPlugin = appPlugin(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (queryLength(request.raw.url) > MAX_QUERY_LENGTH) throw new ApiError('uriTooLong');
    });
  },
  { name: 'query-length', dependencies: ['error-handling'] },
);
