import {
  type AdminPurchaseList,
  type AdminRefund,
  adminPurchaseListSchema,
  adminRefundSchema,
  type LedgerCheck,
  ledgerCheckSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** Whose purchases (e-mail, member id or festa id), and which page. */
export type MemberPurchasesRequest = {
  member: string;
  page?: number;
  per_page?: number;
};

import { ADMIN_API, idPath } from './admin-paths.ts';

/**
 * Money (decision 0052): a member's episode purchases (sales:read), the refund of one (refunds:write) and the
 * ledger check (ledger:read). A role without the permission gets 403 with a Japanese message.
 */
export function moneyEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/purchases — the member named by e-mail, member id or festa id, and their purchases. */
    getMemberPurchases: (query: MemberPurchasesRequest, options?: CallOptions): Promise<AdminPurchaseList> =>
      http.get(ADMIN_API.purchases, { ...options, query, schema: adminPurchaseListSchema }),

    /** POST /admin/v1/purchases/{id}/refund — `refunded: false` when it had been refunded already. */
    refundPurchase: (id: number, reason: string, options?: CallOptions): Promise<AdminRefund> =>
      http.post(idPath(ADMIN_API.purchases, id, '/refund'), {
        ...options,
        body: { reason },
        schema: adminRefundSchema,
      }),

    /** GET /admin/v1/ledger-check — every invariant of `npm run ledger:check`, read-only. */
    getLedgerCheck: (options?: CallOptions): Promise<LedgerCheck> =>
      http.get(ADMIN_API.ledgerCheck, { ...options, schema: ledgerCheckSchema }),
  };
}

export type MoneyEndpoints = ReturnType<typeof moneyEndpoints>;
