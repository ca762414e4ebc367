/**
 * Refunding an episode purchase (decision 0052), in one transaction under the member's points lock (the
 * lock purchases take, decision 0013): the compensating ledger transaction, the entitlement the purchase
 * granted removed — so the episode answer and the licences, which share one entitlement check (decision
 * 0027), refuse it from now on — the refund's record, the audit entry and the member's mail. A purchase refunded already is
 * answered as it is, with `refunded: false`, and nothing is written.
 */
import type { AdminRefund } from '@hanabi/contract';
import {
  type AppDatabase,
  appendAuditEntry,
  episodeEntitlements,
  episodePurchaseRefunds,
  episodePurchases,
  pointEntries,
  pointTransactions,
  queueMail,
  users,
} from '@hanabi/db';
import { lockMemberPoints, purchaseRefundReference, refundPurchasePoints } from '@hanabi/membership';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { OperatorActor } from '../../lib/audit-actor.ts';
import { findAdminPurchase } from './admin-purchases.repository.ts';
import { purchaseRefundMail } from './purchase-refund-mail.ts';

export const PURCHASE_NOT_FOUND_MESSAGE = 'この購入は見つかりません。';
export const NOT_REFUNDABLE_MESSAGE = '完了していない購入は返金できません。';

/** What an earlier refund gave back, read from its ledger transaction. */
async function returnedBy(tx: AppDatabase, purchaseId: number): Promise<{ gift: number; festa: number }> {
  const [row] = await tx
    .select({
      gift: sql<string>`coalesce(sum(${pointEntries.amount}) filter (where ${pointEntries.account} = 'member_gift'), 0)`,
      festa: sql<string>`coalesce(sum(${pointEntries.amount}) filter (where ${pointEntries.account} = 'member_festa'), 0)`,
    })
    .from(pointEntries)
    .innerJoin(pointTransactions, eq(pointTransactions.id, pointEntries.transactionId))
    .where(eq(pointTransactions.reference, purchaseRefundReference(purchaseId)));
  return { gift: Number(row?.gift ?? 0), festa: Number(row?.festa ?? 0) };
}

export function refundPurchase(
  db: AppDatabase,
  actor: OperatorActor,
  purchaseId: number,
  reason: string,
): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: episodePurchases.userId })
      .from(episodePurchases)
      .where(eq(episodePurchases.id, purchaseId));
    if (!owner) throw new ApiError('notFound', { message: PURCHASE_NOT_FOUND_MESSAGE });
    // Every spend and refund of this member queues here, so two refunds of one purchase cannot both go on.
    await lockMemberPoints(tx, owner.userId);
    const before = await findAdminPurchase(tx, purchaseId);
    if (!before) throw new ApiError('notFound', { message: PURCHASE_NOT_FOUND_MESSAGE });
    if (before.refund) {
      const returned = await returnedBy(tx, purchaseId);
      return {
        refunded: false,
        purchase: before,
        returned_gift_points: returned.gift,
        returned_festa_points: returned.festa,
      };
    }
    if (before.status !== 'completed') throw new ApiError('conflict', { message: NOT_REFUNDABLE_MESSAGE });

    const returned = await refundPurchasePoints(tx, { userId: owner.userId, purchaseId, now: actor.at });
    const revoked = await tx
      .delete(episodeEntitlements)
      .where(and(eq(episodeEntitlements.purchaseId, purchaseId), eq(episodeEntitlements.userId, owner.userId)))
      .returning({ episodeId: episodeEntitlements.episodeId });
    await tx.insert(episodePurchaseRefunds).values({
      purchaseId,
      userId: owner.userId,
      operatorId: actor.operatorId,
      reason,
      refundedAt: actor.at,
    });
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'purchase.refund',
      targetType: 'episode_purchase',
      targetId: purchaseId,
      before: {
        status: before.status,
        member_id: owner.userId,
        episode_id: before.episode.id,
        entitled: revoked.length > 0,
      },
      after: {
        reason,
        ledger_transaction_id: returned.transactionId,
        returned_gift_points: returned.gift,
        returned_festa_points: returned.festa,
        entitled: false,
      },
    });
    const purchase = await findAdminPurchase(tx, purchaseId);
    if (!purchase) throw new Error(`purchase ${purchaseId} vanished`);
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
    if (member) await queueMail(tx, purchaseRefundMail(member.email, purchase, returned, reason), actor.at);
    return { refunded: true, purchase, returned_gift_points: returned.gift, returned_festa_points: returned.festa };
  });
}
