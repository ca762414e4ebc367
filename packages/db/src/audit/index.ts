export {
  AUDIT_GENESIS_HASH,
  type AuditEntryInput,
  type AuditLogRow,
  appendAuditEntry,
  auditEntryHash,
} from './audit-chain.ts';
export { type AuditBreak, type AuditVerification, verifyAuditLog } from './audit-verify.ts';
export { canonicalJson } from './canonical-json.ts';
