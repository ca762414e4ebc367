import { type PaginationQuery, PLAN_IDS, planLabel, type SubscribeHistories } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { toJapanIso } from '../../lib/japan-time.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { listSubscriptions } from './subscribe-histories.repository.ts';

/** One page of the member's plan periods, newest first; has_subscribe_history tells whether there is any. */
export async function subscribeHistoriesOf(
  db: AppDatabase,
  userId: number,
  query: PaginationQuery,
): Promise<SubscribeHistories> {
  const { rows, total } = await listSubscriptions(db, userId, pageWindow(query));
  return {
    has_subscribe_history: total > 0,
    items: rows.map((row) => ({
      plan_id: row.planId === PLAN_IDS.premium ? PLAN_IDS.premium : PLAN_IDS.lite,
      plan_name: planLabel(row.planId),
      payment_method: row.paymentMethod,
      started_at: toJapanIso(row.startedAt),
      ended_at: row.endedAt ? toJapanIso(row.endedAt) : null,
      end_reason: row.endReason,
    })),
    pagination: paginationOf(query, total),
  };
}
