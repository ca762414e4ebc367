import { API_ERRORS, type RedirectTarget, redirectTargetSchema } from '@hanabi/contract';
import { ApiError } from '../api-error.ts';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function redirectEndpoints(http: HttpClient) {
  return {
    /**
     * GET /v1/redirects/lookup — where a page path now lives, or null when it has no redirect (the API's
     * 404: the usual answer, not a failure). Any other failure rejects as usual.
     */
    lookupRedirect: async (path: string, options?: CallOptions): Promise<RedirectTarget | null> => {
      try {
        return await http.get('/v1/redirects/lookup', { ...options, query: { path }, schema: redirectTargetSchema });
      } catch (error) {
        if (error instanceof ApiError && error.code === API_ERRORS.notFound.code) return null;
        throw error;
      }
    },
  };
}

export type RedirectEndpoints = ReturnType<typeof redirectEndpoints>;
