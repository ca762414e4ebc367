import type { ApiClient } from '@hanabi/api-client';
import { PURCHASE_FAILURE_MESSAGES, type PurchaseFailureReason } from '@hanabi/contract';
import { purchaseThanksPath } from '../../lib/episode-paths.ts';
import { hrefOf, type PagePath, withIntent } from './purchase-urls.ts';

/** What the viewer reads when a purchase spent nothing. */
export function purchaseFailureMessage(reason: PurchaseFailureReason | null): string {
  return reason === null ? '購入できませんでした。ポイントは使用されていません。' : PURCHASE_FAILURE_MESSAGES[reason];
}

export interface PurchaseAttempt {
  episodeId: number;
  /** The idempotency key of this purchase intent: the same on every retry of it. */
  intent: string;
  /** The confirm page the purchase is made from. */
  page: PagePath;
}

/** Where the viewer goes once the API has answered, and the failure to tell them about there. */
export interface PurchaseNext {
  to: string;
  failure: string | null;
}

/**
 * Sends one purchase intent. A recorded purchase (completed, or pending while another request with this
 * key finishes) leads to the thanks page. A failed one spent nothing and leads back to the confirm page,
 * reloaded so it shows the balances and access as they are now; after too few points the intent is
 * dropped, so buying after a top-up is a new intent rather than a replay of this failure. A call that gets
 * no answer rejects, and the viewer retries with the same key.
 */
export async function submitPurchase(
  api: Pick<ApiClient, 'purchaseEpisode'>,
  { episodeId, intent, page }: PurchaseAttempt,
): Promise<PurchaseNext> {
  const purchase = await api.purchaseEpisode({ episode_id: episodeId, idempotency_key: intent });
  if (purchase.status !== 'failed') return { to: purchaseThanksPath(episodeId, purchase.id), failure: null };
  const back = purchase.failure_reason === 'insufficient_points' ? withIntent(page, null) : page;
  return { to: hrefOf(back), failure: purchaseFailureMessage(purchase.failure_reason) };
}
