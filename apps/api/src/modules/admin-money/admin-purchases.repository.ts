/**
 * Members' episode purchases as a finance operator reads them (decision 0052): found by e-mail, member id or
 * festa user id, newest first, each with its episode and, once refunded, who refunded it, when and why.
 * Pass a transaction instead of the database to read inside it.
 */
import type { AdminPurchase } from '@hanabi/contract';
import {
  type AppDatabase,
  episodePurchaseRefunds,
  episodePurchases,
  episodes,
  operators,
  titles,
  users,
} from '@hanabi/db';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';

export interface PurchaseMember {
  id: number;
  email: string;
  festa_user_id: string;
}

/** What an operator types to name a member: digits are a member id, an @ an e-mail, anything else a festa id. */
function memberCondition(typed: string): SQL {
  if (/^\d{1,9}$/.test(typed)) return eq(users.id, Number(typed));
  // E-mail addresses are kept NFKC, trimmed and lower-cased (apps/accounts email-address.ts).
  if (typed.includes('@')) return eq(users.email, typed.normalize('NFKC').toLowerCase());
  return eq(users.festaUserId, typed);
}

export async function findPurchaseMember(db: AppDatabase, typed: string): Promise<PurchaseMember | undefined> {
  const [member] = await db
    .select({ id: users.id, email: users.email, festa_user_id: users.festaUserId })
    .from(users)
    .where(memberCondition(typed));
  return member;
}

const purchaseColumns = {
  purchase: episodePurchases,
  episode: { id: episodes.id, titleId: episodes.titleId, prefixName: episodes.prefixName, name: episodes.name },
  titleName: titles.name,
  refund: { refundedAt: episodePurchaseRefunds.refundedAt, reason: episodePurchaseRefunds.reason },
  operatorName: operators.name,
};

function purchasesQuery(db: AppDatabase) {
  return db
    .select(purchaseColumns)
    .from(episodePurchases)
    .innerJoin(episodes, eq(episodes.id, episodePurchases.episodeId))
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .leftJoin(episodePurchaseRefunds, eq(episodePurchaseRefunds.purchaseId, episodePurchases.id))
    .leftJoin(operators, eq(operators.id, episodePurchaseRefunds.operatorId));
}

type PurchaseRow = Awaited<ReturnType<ReturnType<typeof purchasesQuery>['execute']>>[number];

function toAdminPurchase({ purchase, episode, titleName, refund, operatorName }: PurchaseRow): AdminPurchase {
  return {
    id: purchase.id,
    episode: {
      id: episode.id,
      title_id: episode.titleId,
      title_name: titleName,
      prefix_name: episode.prefixName,
      name: episode.name,
    },
    status: purchase.status,
    failure_reason: purchase.failureReason,
    price_points: purchase.pricePoints,
    spent_gift_points: purchase.spentGiftPoints,
    spent_festa_points: purchase.spentFestaPoints,
    requested_at: toJapanIso(purchase.requestedAt),
    completed_at: purchase.completedAt && toJapanIso(purchase.completedAt),
    refund: refund?.refundedAt
      ? { refunded_at: toJapanIso(refund.refundedAt), operator_name: operatorName ?? '', reason: refund.reason ?? '' }
      : null,
  };
}

/** One page of the member's purchases, newest first, attempts that failed included. */
export async function listMemberPurchases(
  db: AppDatabase,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: AdminPurchase[]; total: number }> {
  const rows = await purchasesQuery(db)
    .where(eq(episodePurchases.userId, memberId))
    .orderBy(desc(episodePurchases.requestedAt), desc(episodePurchases.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ total: count() })
    .from(episodePurchases)
    .where(eq(episodePurchases.userId, memberId));
  return { items: rows.map(toAdminPurchase), total: total?.total ?? 0 };
}

export async function findAdminPurchase(db: AppDatabase, id: number): Promise<AdminPurchase | undefined> {
  const [row] = await purchasesQuery(db).where(eq(episodePurchases.id, id));
  return row && toAdminPurchase(row);
}
