/**
 * Buying an episode with points (decision 0013). Two steps, so that a crash never loses track of a debit:
 * 1. the intent is recorded as a pending purchase under the member's idempotency key (committed on its own);
 * 2. one transaction settles it: with the member's points locked it re-checks what the member may already
 *    watch, spends the points, grants the episode and marks the purchase completed — or marks it failed and
 *    spends nothing. A crash inside step 2 rolls all of it back; the pending purchase remains and the same
 *    key settles it later. A settled purchase is answered as it is, however often its key is sent again.
 */
import { type EpisodePurchase, episodeAccessOf, type PurchaseEpisodeQuery } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { InsufficientPointsError, lockMemberPoints, purchaseDebitReference, spendPoints } from '@hanabi/membership';
import { ApiError } from '../../lib/api-error.ts';
import type { CrashPoint } from '../../lib/crash-points.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { findAvailableEpisode, findViewerFacts } from '../episodes/episodes.repository.ts';
import {
  completePurchase,
  failPurchase,
  findEpisodeTerms,
  findPurchaseByKey,
  findPurchaseView,
  lockPurchase,
  type PurchaseView,
  recordPurchaseIntent,
} from './purchases.repository.ts';

export const NOT_SOLD_ALONE_MESSAGE = 'このエピソードは単品では購入できません。';
export const KEY_REUSED_MESSAGE = 'この購入手続きは別のエピソードのものです。購入確認画面からやり直してください。';

export interface PurchasesService {
  /**
   * @throws ApiError notFound (episode unknown or not available now), unprocessable (not sold on its own, or
   * the key was used for another episode).
   */
  purchaseEpisode(userId: number, query: PurchaseEpisodeQuery, now: Date): Promise<EpisodePurchase>;
  /** @throws ApiError notFound when the purchase is unknown or another member's. */
  getPurchase(userId: number, id: number): Promise<EpisodePurchase>;
}

export function createPurchasesService({
  db,
  media,
  crashPoint,
}: {
  db: AppDatabase;
  media: MediaUrls;
  crashPoint: CrashPoint;
}): PurchasesService {
  function toPurchase(view: PurchaseView): EpisodePurchase {
    return {
      id: view.id,
      status: view.status,
      failure_reason: view.failureReason,
      episode: {
        id: view.episode.id,
        title_id: view.episode.titleId,
        title_name: view.titleName,
        prefix_name: view.episode.prefixName,
        name: view.episode.name,
        thumbnail: media(view.episode.thumbnail),
      },
      price_points: view.pricePoints,
      spent_gift_points: view.spentGiftPoints,
      spent_festa_points: view.spentFestaPoints,
      requested_at: toJapanIso(view.requestedAt),
      completed_at: view.completedAt ? toJapanIso(view.completedAt) : null,
      refunded_at: view.refundedAt ? toJapanIso(view.refundedAt) : null,
    };
  }

  async function getPurchase(userId: number, id: number): Promise<EpisodePurchase> {
    const view = await findPurchaseView(db, userId, id);
    if (!view) throw new ApiError('notFound');
    return toPurchase(view);
  }

  /** Step 1, for a key not seen yet: the episode must be available now and sold on its own. */
  async function recordNewIntent(userId: number, episodeId: number, idempotencyKey: string, now: Date) {
    const found = await findAvailableEpisode(db, episodeId, now);
    if (!found) throw new ApiError('notFound');
    // The price is the catalogue's, never the caller's.
    const pricePoints = found.episode.pricePoints;
    if (pricePoints === null) throw new ApiError('unprocessable', { message: NOT_SOLD_ALONE_MESSAGE });
    return recordPurchaseIntent(db, { userId, episodeId, idempotencyKey, pricePoints, now });
  }

  /** Step 2: settles a pending purchase once; a purchase already settled is left as it is. */
  async function settle(userId: number, purchaseId: number, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      // The member first, then the purchase: every settling request takes the locks in this order.
      await lockMemberPoints(tx, userId);
      const purchase = await lockPurchase(tx, purchaseId);
      if (purchase.status !== 'pending') return;

      // Read under the lock: a purchase settled just before, or a plan entered meanwhile, is seen here.
      const terms = await findEpisodeTerms(tx, purchase.episodeId);
      const access = episodeAccessOf(terms, await findViewerFacts(tx, userId, purchase.episodeId));
      if (access === 'owned') return failPurchase(tx, purchase.id, 'already_owned');
      if (access === 'free' || access === 'included_in_plan') return failPurchase(tx, purchase.id, 'included_in_plan');

      try {
        const spent = await spendPoints(tx, {
          userId,
          points: purchase.pricePoints,
          reference: purchaseDebitReference(purchase.id),
          now,
        });
        crashPoint('after_debit');
        await completePurchase(tx, purchase, spent, now);
      } catch (error) {
        if (!(error instanceof InsufficientPointsError)) throw error;
        await failPurchase(tx, purchase.id, 'insufficient_points');
      }
    });
  }

  return {
    async purchaseEpisode(userId, { episode_id: episodeId, idempotency_key: idempotencyKey }, now) {
      // A key already used answers its own purchase, whatever the catalogue says by now.
      const purchase =
        (await findPurchaseByKey(db, userId, idempotencyKey)) ??
        (await recordNewIntent(userId, episodeId, idempotencyKey, now));
      if (purchase.episodeId !== episodeId) throw new ApiError('unprocessable', { message: KEY_REUSED_MESSAGE });
      crashPoint('after_intent');
      if (purchase.status === 'pending') await settle(userId, purchase.id, now);
      crashPoint('before_answer');
      return getPurchase(userId, purchase.id);
    },
    getPurchase,
  };
}
