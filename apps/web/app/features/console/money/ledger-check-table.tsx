import type { LedgerCheck, LedgerFinding } from '@hanabi/contract';

const count = new Intl.NumberFormat('ja-JP').format;
const signed = new Intl.NumberFormat('ja-JP', { signDisplay: 'exceptZero' }).format;

/** What was found, as `npm run ledger:check` words it: how much was read and, when broken, what breaks it. */
function resultOf(finding: LedgerFinding): string {
  const examined = `${finding.examined_unit} ${count(finding.examined)}件を確認`;
  if (finding.holds) return examined;
  if (finding.difference !== null) return `${examined}、差 ${signed(finding.difference)}ポイント`;
  const unlisted = finding.offending_count - finding.offending_ids.length;
  const ids = finding.offending_ids.join(', ') + (unlisted > 0 ? ` ほか${count(unlisted)}件` : '');
  return `${examined}、${count(finding.offending_count)}件が違反（${finding.offending_unit}: ${ids}）`;
}

/** Every invariant of the ledger check with its result, then the totals of every account. */
export function LedgerCheckTables({ check }: { check: LedgerCheck }) {
  return (
    <>
      <div className="console-table-scroll">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">結果</th>
              <th scope="col">点検項目</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
          <tbody>
            {check.invariants.map((finding) => (
              <tr key={finding.id}>
                <td>{finding.holds ? '✓ 成立' : '✗ 違反'}</td>
                <td>
                  {finding.description}
                  <span className="console-table__sub">{finding.id}</span>
                </td>
                <td>{resultOf(finding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="console-section-heading">勘定ごとの合計</h2>
      <div className="console-table-scroll">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">勘定</th>
              <th scope="col">合計（ポイント）</th>
            </tr>
          </thead>
          <tbody>
            {check.account_totals.map((row) => (
              <tr key={row.account}>
                <td>
                  {row.label}
                  <span className="console-table__sub">{row.account}</span>
                </td>
                <td>{signed(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
