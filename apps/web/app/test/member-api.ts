import type { UserStatus } from '@hanabi/contract';
import { apiSuccess, presentList, subscribeHistories } from './fixtures.ts';
import { fakeSiteApi } from './loader-context.ts';

/** A fake API for the member's pages: the status, empty lists of the member's, `answers` before them, by path. */
export function memberApi(status: UserStatus, answers: Record<string, () => Response> = {}) {
  return fakeSiteApi({
    '/v1/users/statuses': () => apiSuccess(status),
    '/v1/users/subscribe_histories': () => apiSuccess(subscribeHistories([])),
    '/v1/users/presents': () => apiSuccess(presentList([])),
    ...answers,
  });
}
