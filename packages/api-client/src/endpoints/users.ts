import { type UserStatus, userStatusSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function userEndpoints(http: HttpClient) {
  return {
    /** GET /v1/users/statuses — guests get is_logged_in false and plan 999. */
    getUserStatus: (options?: CallOptions): Promise<UserStatus> =>
      http.get('/v1/users/statuses', { ...options, schema: userStatusSchema }),
  };
}

export type UserEndpoints = ReturnType<typeof userEndpoints>;
