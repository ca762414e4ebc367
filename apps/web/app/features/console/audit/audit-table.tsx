import { AUDIT_OPERATION_LABELS, type AuditEntry } from '@hanabi/contract';
import { formatJapanDateTime } from '../console-format.ts';

/** The values before and after, as written to the log, for the operator to compare. */
function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return <span>なし</span>;
  return (
    <details className="console-change">
      <summary>変更内容</summary>
      <dl>
        <dt>変更前</dt>
        <dd>
          <pre>{entry.before === null ? 'なし' : JSON.stringify(entry.before, null, 2)}</pre>
        </dd>
        <dt>変更後</dt>
        <dd>
          <pre>{entry.after === null ? 'なし' : JSON.stringify(entry.after, null, 2)}</pre>
        </dd>
      </dl>
    </details>
  );
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">操作履歴（新しい順）</caption>
        <thead>
          <tr>
            <th scope="col">日時</th>
            <th scope="col">操作した人</th>
            <th scope="col">操作</th>
            <th scope="col">対象</th>
            <th scope="col">接続元</th>
            <th scope="col">変更内容</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatJapanDateTime(entry.at)}</td>
              <td>
                {entry.operator ? (
                  <>
                    {entry.operator.name}
                    <span className="console-table__sub">{entry.operator.email}</span>
                  </>
                ) : (
                  'サーバーのコマンド'
                )}
              </td>
              <td>{AUDIT_OPERATION_LABELS[entry.operation] ?? entry.operation}</td>
              <td>
                {entry.target_type}
                {entry.target_id ? ` #${entry.target_id}` : ''}
              </td>
              <td>{entry.client_address ?? '—'}</td>
              <td>
                <Change entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
