import type { DailySalesReport, DoubleBillingReport, PlanRevenueReport, PointsLiability } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { parsePageParam } from '../../../lib/route-params.ts';
import { consoleApi } from '../console-api.server.ts';
import { callAsOperator } from '../operator-session.server.ts';
import { reportRangeOf } from './report-range.ts';

type ConsoleArgs = { request: Request; context: Readonly<RouterContextProvider> };

export type ReportsPage =
  | {
      ok: true;
      range: { from: string; to: string };
      sales: DailySalesReport;
      revenue: PlanRevenueReport;
      liability: PointsLiability;
      billing: DoubleBillingReport;
    }
  | { ok: false; range: { from: string; to: string }; error: string };

/** Every report for the address's range; the two long ones page on their own parameters. */
export async function loadReportsPage(args: ConsoleArgs, now: Date): Promise<ReportsPage> {
  const search = new URL(args.request.url).searchParams;
  const checked = reportRangeOf(search, now);
  if (!checked.ok) return { ok: false, range: checked.values, error: checked.error };
  const { range } = checked;
  const api = consoleApi(args.context);
  return callAsOperator(args, async () => {
    const [sales, revenue, liability, billing] = await Promise.all([
      api.getDailySales({ ...range, page: parsePageParam(search.get('page')) }),
      api.getPlanRevenue(range),
      api.getPointsLiability(),
      api.getDoubleBilling({ ...range, page: parsePageParam(search.get('billing_page')) }),
    ]);
    return { ok: true, range, sales, revenue, liability, billing };
  });
}
