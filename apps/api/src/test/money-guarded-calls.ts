/**
 * Money's rows of the operator permission matrix test (modules/operators/operator-permissions.test.ts): each
 * /admin/v1 money call with a target of its own (a fresh member, a fresh completed purchase or succeeded payment) and a valid
 * body, so that a role the matrix allows gets 200 and any other 403.
 */
import type { CatalogueGuardedCall } from './catalogue-guarded-calls.ts';
import { insertMember, insertPayment, recordEpisodePurchase, topUpPoints } from './member-fixtures.ts';

const PRICE = 300;
const noTarget = async () => 1;

export const MONEY_GUARDED: CatalogueGuardedCall[] = [
  {
    method: 'GET',
    path: (id) => `/admin/v1/purchases?member=${id}`,
    permission: 'sales:read',
    target: async (db) => (await insertMember(db)).id,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/purchases/${id}/refund`,
    body: () => ({ reason: '権限表の返金' }),
    permission: 'refunds:write',
    target: async (db) => {
      const member = await insertMember(db);
      await topUpPoints(db, member.id, PRICE);
      return recordEpisodePurchase(db, member.id, PRICE);
    },
  },
  {
    method: 'GET',
    path: (id) => `/admin/v1/payments?member=${id}`,
    permission: 'sales:read',
    target: async (db) => (await insertMember(db)).id,
  },
  {
    method: 'POST',
    path: (id) => `/admin/v1/payments/${id}/refund`,
    body: () => ({ reason: '権限表の返金' }),
    permission: 'refunds:write',
    target: async (db) => insertPayment(db, (await insertMember(db)).id),
  },
  { method: 'GET', path: () => '/admin/v1/ledger-check', permission: 'ledger:read', target: noTarget },
  ...['daily-sales', 'plan-revenue', 'double-billing'].map((report) => ({
    method: 'GET' as const,
    path: () => `/admin/v1/reports/${report}?from=2025-10-01&to=2025-10-31`,
    permission: 'sales:read' as const,
    target: noTarget,
  })),
  { method: 'GET', path: () => '/admin/v1/reports/points-liability', permission: 'sales:read', target: noTarget },
];
