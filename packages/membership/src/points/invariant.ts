/**
 * What names and defines one invariant of the ledger audit (ledger-audit.ts): shared by the audit and by the
 * groups of checks it runs (grant-checks.ts), so that neither has to import the other for it.
 */
import type { SQL } from 'drizzle-orm';

export type InvariantId =
  | 'transactions-balanced'
  | 'ledger-total-zero'
  | 'festa-not-negative'
  | 'gift-lots-not-negative'
  | 'gift-lot-owned'
  | 'gift-expiry-matches-lot'
  | 'top-up-credited'
  | 'top-up-has-payment'
  | 'present-granted'
  | 'grant-has-present'
  | 'purchase-debited'
  | 'debit-has-purchase'
  | 'purchase-entitled'
  | 'entitlement-has-purchase'
  | 'refund-credited'
  | 'refund-has-record'
  | 'payment-refund-within-payment'
  | 'top-up-refund-reversed'
  | 'top-up-refund-has-record'
  | 'sales-match-purchases';

export interface RowsCheck {
  id: InvariantId;
  description: string;
  examinedUnit: string;
  offendingUnit: string;
  /** Selects one row per examined subject: its `id` and whether it is `bad`. */
  rows: SQL;
}
