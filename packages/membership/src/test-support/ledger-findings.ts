/** Reading a ledger audit in tests: which invariants it found broken, and one finding. */
import type { InvariantId, LedgerAudit } from '../points/ledger-audit.ts';

/** The ids of the broken invariants, in the audit's order. */
export const broken = (audit: LedgerAudit) => audit.invariants.filter((finding) => !finding.holds).map(({ id }) => id);

export const finding = (audit: LedgerAudit, id: InvariantId) =>
  audit.invariants.find((candidate) => candidate.id === id);
