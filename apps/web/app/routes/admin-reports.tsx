import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { ConsoleField } from '../features/console/console-form.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import {
  DailySalesTable,
  DoubleBillingTable,
  PlanRevenueTable,
  PointsLiabilityTable,
} from '../features/console/money/report-tables.tsx';
import { loadReportsPage } from '../features/console/money/reports-page.server.ts';
import { requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-reports';

export const meta: Route.MetaFunction = () => consoleMeta('売上レポート');

/** `sales:read` (経理, 管理者): the finance reports for a range of Japan dates, this month by default. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'sales:read');
  return loadReportsPage(args, new Date());
}

function Report({ id, title, csv, children }: { id: string; title: string; csv: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="console-section">
      <h2 id={`${id}-heading`} className="console-section-heading">
        {title}
      </h2>
      <p>
        <a href={csv} download className="console-button console-button--quiet">
          {title}をCSVでダウンロード
        </a>
      </p>
      {children}
    </section>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { range } = loaderData;
  const csvOf = (report: string) => `/admin/reports/${report}/csv?${new URLSearchParams(range)}`;
  return (
    <div className="console-page">
      <h1 className="console-page__title">売上レポート</h1>
      <Form method="get" className="console-form console-form--row" key={`${range.from}-${range.to}`}>
        <ConsoleField form="reports" name="from" label="開始日" type="date" defaultValue={range.from} errors={{}} />
        <ConsoleField form="reports" name="to" label="終了日" type="date" defaultValue={range.to} errors={{}} />
        <div className="console-inline">
          <button type="submit" className="console-button console-button--primary">
            表示
          </button>
        </div>
      </Form>
      {loaderData.ok ? (
        <>
          <Report id="daily-sales" title="日別のエピソード売上" csv={csvOf('daily-sales')}>
            <DailySalesTable report={loaderData.sales} />
            <Pager pagination={loaderData.sales.pagination} param="page" label="エピソード売上のページ" />
          </Report>
          <Report id="plan-revenue" title="プラン売上（プラン・支払い方法別）" csv={csvOf('plan-revenue')}>
            <PlanRevenueTable report={loaderData.revenue} />
          </Report>
          <Report id="points-liability" title="ポイント残高（未使用ポイント）" csv={csvOf('points-liability')}>
            <PointsLiabilityTable liability={loaderData.liability} />
          </Report>
          <Report id="double-billing" title="二重請求の確認" csv={csvOf('double-billing')}>
            <DoubleBillingTable report={loaderData.billing} />
            <Pager pagination={loaderData.billing.pagination} param="billing_page" label="二重請求のページ" />
          </Report>
        </>
      ) : (
        <p className="console-alert console-alert--error" role="alert">
          {loaderData.error}
        </p>
      )}
    </div>
  );
}
