import {
  type AdminPaymentList,
  type AdminPaymentRefundAnswer,
  type AdminPaymentRefundRequest,
  type AdminPurchaseList,
  type AdminRefund,
  adminPaymentListSchema,
  adminPaymentRefundAnswerSchema,
  adminPurchaseListSchema,
  adminRefundSchema,
  type DailySalesReport,
  type DoubleBillingReport,
  dailySalesReportSchema,
  doubleBillingReportSchema,
  type LedgerCheck,
  ledgerCheckSchema,
  type PlanRevenueReport,
  type PointsLiability,
  planRevenueReportSchema,
  pointsLiabilitySchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** A report's Japan dates (YYYY-MM-DD, both included), and for a long report which page. */
export type ReportRequest = { from: string; to: string; page?: number; per_page?: number };

/** Whose purchases (e-mail, member id or festa id), and which page. */
export type MemberPurchasesRequest = {
  member: string;
  page?: number;
  per_page?: number;
};

import { ADMIN_API, idPath } from './admin-paths.ts';

/**
 * Money (decision 0052): a member's episode purchases and the finance reports (sales:read), the refund of a
 * purchase (refunds:write) and the ledger check (ledger:read). A role without the permission gets 403 with a Japanese message.
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

    /** GET /admin/v1/payments — the member, and their plan and points payments with any refund (decision 0054). */
    getMemberPayments: (query: MemberPurchasesRequest, options?: CallOptions): Promise<AdminPaymentList> =>
      http.get(ADMIN_API.payments, { ...options, query, schema: adminPaymentListSchema }),

    /**
     * POST /admin/v1/payments/{id}/refund — asks the sign-in service to refund `amount_yen` of it (the rest of
     * the payment when left out); `requested: false` while a refund is under way or nothing is left.
     */
    refundPayment: (
      id: number,
      request: AdminPaymentRefundRequest,
      options?: CallOptions,
    ): Promise<AdminPaymentRefundAnswer> =>
      http.post(idPath(ADMIN_API.payments, id, '/refund'), {
        ...options,
        body: request,
        schema: adminPaymentRefundAnswerSchema,
      }),

    /** GET /admin/v1/ledger-check — every invariant of `npm run ledger:check`, read-only. */
    getLedgerCheck: (options?: CallOptions): Promise<LedgerCheck> =>
      http.get(ADMIN_API.ledgerCheck, { ...options, schema: ledgerCheckSchema }),

    /** GET /admin/v1/reports/daily-sales — completed purchases by day, title and episode, with refunds. */
    getDailySales: (query: ReportRequest, options?: CallOptions): Promise<DailySalesReport> =>
      http.get(`${ADMIN_API.reports}/daily-sales`, { ...options, query, schema: dailySalesReportSchema }),

    /** GET /admin/v1/reports/plan-revenue — succeeded plan payments by plan and payment method. */
    getPlanRevenue: (query: ReportRequest, options?: CallOptions): Promise<PlanRevenueReport> =>
      http.get(`${ADMIN_API.reports}/plan-revenue`, { ...options, query, schema: planRevenueReportSchema }),

    /** GET /admin/v1/reports/points-liability — points members hold now, gift points by expiry. */
    getPointsLiability: (options?: CallOptions): Promise<PointsLiability> =>
      http.get(`${ADMIN_API.reports}/points-liability`, { ...options, schema: pointsLiabilitySchema }),

    /** GET /admin/v1/reports/double-billing — members charged twice for one plan in one month. */
    getDoubleBilling: (query: ReportRequest, options?: CallOptions): Promise<DoubleBillingReport> =>
      http.get(`${ADMIN_API.reports}/double-billing`, { ...options, query, schema: doubleBillingReportSchema }),
  };
}

export type MoneyEndpoints = ReturnType<typeof moneyEndpoints>;
