/**
 * Operator command: `npm run ledger:check` checks the invariants of the points ledger and the episode
 * purchases (packages/membership/src/points/ledger-audit.ts) and prints a short Japanese report. Exit code 0 when
 * every invariant holds, 1 when any is broken, 2 when it could not check at all. It reads DATABASE_URL, or
 * the embedded database in HANABI_DATA_DIR/db, and never creates or migrates a database.
 */
import { pathToFileURL } from 'node:url';
import { LEDGER_ACCOUNT_LABELS } from '@hanabi/contract';
import type { PointAccount } from '@hanabi/db';
import { auditLedger, type InvariantFinding, type LedgerAudit } from '@hanabi/membership';
import { EXIT_DATABASE_UNAVAILABLE, innermostMessage, withExistingDatabase } from './lib/with-existing-database.ts';

export const EXIT_HOLDS = 0;
export const EXIT_BROKEN = 1;
export const EXIT_UNCHECKED = EXIT_DATABASE_UNAVAILABLE;

type Env = Readonly<Record<string, string | undefined>>;
type Output = Pick<Console, 'info' | 'error'>;

const count = new Intl.NumberFormat('ja-JP').format;
const signed = new Intl.NumberFormat('ja-JP', { signDisplay: 'exceptZero' }).format;

function describeFinding(finding: InvariantFinding): string {
  const head = `${finding.holds ? '✓' : '✗'} ${finding.id} ${finding.description}`;
  const examined = `${finding.examinedUnit} ${count(finding.examined)}件`;
  if (finding.holds) return `${head} — ${examined}を確認`;
  if (finding.kind === 'total') return `${head} — ${examined}を確認、差 ${signed(finding.difference)}ポイント`;
  const unlisted = finding.offendingCount - finding.offendingIds.length;
  const ids = finding.offendingIds.join(', ') + (unlisted > 0 ? ` ほか${count(unlisted)}件` : '');
  return `${head} — ${examined}中 ${count(finding.offendingCount)}件が違反（${finding.offendingUnit}: ${ids}）`;
}

export function describeLedgerAudit(audit: LedgerAudit, label: string): string[] {
  const broken = audit.invariants.filter((finding) => !finding.holds);
  const totals = Object.entries(audit.accountTotals) as [PointAccount, number][];
  const sum = totals.reduce((total, [, points]) => total + points, 0);
  return [
    `ポイント台帳の点検: ${label}`,
    ...audit.invariants.map(describeFinding),
    '勘定ごとの合計（ポイント）:',
    ...totals.map(([account, points]) => `  ${account}（${LEDGER_ACCOUNT_LABELS[account]}） ${signed(points)}`),
    `  全勘定 ${signed(sum)}`,
    broken.length === 0
      ? `結果: ${audit.invariants.length}項目すべて成り立っています。`
      : `結果: ${audit.invariants.length}項目中 ${broken.length}項目に違反があります（${broken.map(({ id }) => id).join(', ')}）。`,
  ];
}

/** Runs the check against the database `env` names, prints the report, and returns the exit code. */
export async function runLedgerCheck(env: Env, output: Output = console): Promise<number> {
  return withExistingDatabase(env, output, async (db, label) => {
    const audit = await auditLedger(db);
    for (const line of describeLedgerAudit(audit, label)) output.info(line);
    return audit.holds ? EXIT_HOLDS : EXIT_BROKEN;
  });
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  runLedgerCheck(process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // A database without the ledger's tables, a dropped connection…: nothing was checked.
      console.error(`点検できませんでした: ${innermostMessage(error)}`);
      process.exitCode = EXIT_UNCHECKED;
    },
  );
}
