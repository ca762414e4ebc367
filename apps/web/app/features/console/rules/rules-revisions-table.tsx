import type { AdminRulesRevision } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDate } from '../../../lib/format.ts';
import { formatJapanDateTime } from '../console-format.ts';
import { revisionStateOf } from './rules-documents.ts';

/** A document's revisions, newest effective date first, each with its state on `today` and a link to its page. */
export function RulesRevisionsTable({ revisions, today }: { revisions: AdminRulesRevision[]; today: string }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">改定の一覧</caption>
        <thead>
          <tr>
            <th scope="col">施行日</th>
            <th scope="col">状態</th>
            <th scope="col">公開日時</th>
            <th scope="col">作成者</th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((revision) => (
            <tr key={revision.id}>
              <th scope="row">
                <Link to={`/admin/rules/revisions/${revision.id}`}>{formatJapanDate(revision.effective_on)}</Link>
              </th>
              <td>{revisionStateOf(revision, today)}</td>
              <td>{revision.published_at ? formatJapanDateTime(revision.published_at) : '未公開'}</td>
              <td>{revision.author ?? '（初版）'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
