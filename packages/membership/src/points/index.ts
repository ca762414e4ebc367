export {
  type GrantInput,
  type GrantKind,
  type GrantResult,
  grantPoints,
  type PointBalances,
  pointBalances,
  presentGrantReference,
  topUpReference,
} from './ledger.ts';
export {
  auditLedger,
  type InvariantFinding,
  type InvariantId,
  type LedgerAudit,
  LISTED_OFFENDING_IDS,
  type RowsFinding,
  type TotalFinding,
} from './ledger-audit.ts';
export {
  purchaseDebitReference,
  purchaseRefundReference,
  type RefundInput,
  type RefundResult,
  refundPurchasePoints,
} from './refund.ts';
export { InsufficientPointsError, lockMemberPoints, type SpendInput, type SpendResult, spendPoints } from './spend.ts';
export {
  canTakeBackTopUp,
  paymentRefundKey,
  type TopUpRefundInput,
  takeBackTopUp,
  topUpRefundPoints,
} from './top-up-refund.ts';
