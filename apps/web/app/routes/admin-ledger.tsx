import { consoleApi } from '../features/console/console-api.server.ts';
import { formatJapanDateTime } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { LedgerCheckTables } from '../features/console/money/ledger-check-table.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-ledger';

export const meta: Route.MetaFunction = () => consoleMeta('ポイント台帳の点検');

/** `ledger:read` (経理, 管理者): the invariants of `npm run ledger:check`, run read-only on each visit. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'ledger:read');
  return { check: await callAsOperator(args, () => consoleApi(args.context).getLedgerCheck()) };
}

export default function AdminLedger({ loaderData }: Route.ComponentProps) {
  const { check } = loaderData;
  const broken = check.invariants.filter((finding) => !finding.holds).length;
  return (
    <div className="console-page">
      <h1 className="console-page__title">ポイント台帳の点検</h1>
      <p>
        {formatJapanDateTime(check.checked_at)}{' '}
        に点検しました。台帳は読み取るだけで、何も変更しません。ページを読み込み直すと、もう一度点検します。
      </p>
      {check.holds ? (
        <p className="console-alert" role="status">
          {check.invariants.length}項目すべて成り立っています。
        </p>
      ) : (
        <p className="console-alert console-alert--error" role="alert">
          {check.invariants.length}項目中 {broken}項目に違反があります。
        </p>
      )}
      <section aria-labelledby="ledger-heading" className="console-section">
        <h2 id="ledger-heading" className="console-section-heading">
          点検項目
        </h2>
        <LedgerCheckTables check={check} />
      </section>
    </div>
  );
}
