import { type PaginationQuery, PLAN_IDS, planLabel, type SubscribeHistories } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import type { SubscribeHistoriesRepository } from './subscribe-histories.repository.ts';

export interface SubscribeHistoriesService {
  /** One page of the member's plan periods, newest first; has_subscribe_history tells whether there is any. */
  historiesOf(userId: number, query: PaginationQuery): Promise<SubscribeHistories>;
}

export function createSubscribeHistoriesService(repository: SubscribeHistoriesRepository): SubscribeHistoriesService {
  return {
    async historiesOf(userId, query) {
      const { rows, total } = await repository.listSubscriptions(userId, pageWindow(query));
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
    },
  };
}
