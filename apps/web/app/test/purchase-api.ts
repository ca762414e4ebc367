import type { UserStatus } from '@hanabi/contract';
import { apiSuccess } from './fixtures.ts';
import { fakeSiteApi } from './loader-context.ts';
import { episodeDetail, episodePurchase, ownedTitle, ownedTitleList } from './purchase-fixtures.ts';

/** The idempotency key of a purchase intent, as the confirm page's address carries it. */
export const KEY = '0b6f3c1e-8a2d-4f57-9c3e-2d1a7b9e4f60';

/**
 * A fake API for the purchase pages: the status, episode 5, purchase 81 of episode 5, the owned titles,
 * `answers` before them, by path.
 */
export function purchaseApi(status: UserStatus, answers: Record<string, () => Response> = {}) {
  return fakeSiteApi({
    '/v1/users/statuses': () => apiSuccess(status),
    '/v1/episodes/5': () => apiSuccess(episodeDetail(5)),
    '/v1/episode/purchase/81': () => apiSuccess(episodePurchase(81)),
    '/v1/users/owned_titles': () => apiSuccess(ownedTitleList([ownedTitle(3)])),
    ...answers,
  });
}
