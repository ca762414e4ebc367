import { Pager } from '../components/pager.tsx';
import { AuditFilterForm } from '../features/console/audit/audit-filter-form.tsx';
import { loadAuditPage } from '../features/console/audit/audit-page.server.ts';
import { AuditTable } from '../features/console/audit/audit-table.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = () => consoleMeta('操作履歴');

/** `audit:read` (管理者): the audit log, newest first, filtered by the address's query. */
export async function loader(args: Route.LoaderArgs) {
  return loadAuditPage(args, await requireOperator(args, 'audit:read'));
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { values, errors, filterError, log, operators } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">操作履歴</h1>
      <section aria-labelledby="audit-filter-heading" className="console-section">
        <h2 id="audit-filter-heading" className="console-section-heading">
          絞り込み
        </h2>
        <AuditFilterForm values={values} errors={errors} operators={operators} />
      </section>
      <section aria-labelledby="audit-log-heading" className="console-section">
        <h2 id="audit-log-heading" className="console-section-heading">
          {log ? `操作履歴（${log.pagination.total}件）` : '操作履歴'}
        </h2>
        {filterError ? (
          <p className="console-alert console-alert--error" role="alert">
            {filterError}
          </p>
        ) : null}
        {log === null && !filterError ? <p role="status">絞り込みの条件を確認してください。</p> : null}
        {log && log.items.length === 0 ? <p role="status">条件に合う操作履歴はありません。</p> : null}
        {log && log.items.length > 0 ? <AuditTable entries={log.items} /> : null}
        {log ? <Pager pagination={log.pagination} param="page" label="操作履歴のページ" /> : null}
      </section>
    </div>
  );
}
