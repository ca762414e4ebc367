/**
 * The correctness checks a load benchmark prints after its numbers: a run whose answers or ledger were wrong
 * does not count, however fast it was.
 */
import type { Database } from '@hanabi/db';
import { auditLedger } from '@hanabi/membership';

/** Whether it held, and the line that says so. */
export type Check = [passed: boolean, line: string];

/** `npm run ledger:check`'s invariants, as one check. */
export async function ledgerAuditCheck(db: Database['db']): Promise<Check> {
  const audit = await auditLedger(db);
  const broken = audit.invariants.filter((finding) => !finding.holds).map(({ id }) => id);
  return [
    audit.holds,
    audit.holds
      ? `ledger audit: all ${audit.invariants.length} invariants hold`
      : `ledger audit: broken invariants ${broken.join(', ')}`,
  ];
}

/** Prints each check with ✓ or ✗ and tells whether all passed. */
export function printChecks(checks: Check[]): boolean {
  for (const [passed, line] of checks) console.info(`${passed ? '✓' : '✗'} ${line}`);
  return checks.every(([passed]) => passed);
}
