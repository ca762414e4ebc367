import { type ApiClient, ApiError } from '@hanabi/api-client';
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
 * dropped, so buying after a top-up is a new intent rather than a replay of this failure. A refusal that
 * no retry can change (the session ended, the episode is no longer sold, the key belongs to another
 * episode) reloads the page without the intent, which sends a logged-out viewer to log in. A call that gets
 * no answer, or a server error, rejects, and the viewer retries with the same key.
 */
export async function submitPurchase(
  api: Pick<ApiClient, 'purchaseEpisode'>,
  { episodeId, intent, page }: PurchaseAttempt,
): Promise<PurchaseNext> {
  let purchase: Awaited<ReturnType<ApiClient['purchaseEpisode']>>;
  try {
    purchase = await api.purchaseEpisode({ episode_id: episodeId, idempotency_key: intent });
  } catch (error) {
    if (!isFinalRefusal(error)) throw error;
    return { to: hrefOf(withIntent(page, null)), failure: error.message };
  }
  if (purchase.status !== 'failed') return { to: purchaseThanksPath(episodeId, purchase.id), failure: null };
  const back = purchase.failure_reason === 'insufficient_points' ? withIntent(page, null) : page;
  return { to: hrefOf(back), failure: purchaseFailureMessage(purchase.failure_reason) };
}

/** 4xx answers other than a conflict or too many requests: sending the same request again cannot help. */
function isFinalRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![409, 429].includes(error.status);
}
