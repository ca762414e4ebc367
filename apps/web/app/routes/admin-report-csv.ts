import { data } from 'react-router';
import { consoleApi } from '../features/console/console-api.server.ts';
import { csvResponse } from '../features/console/money/csv.ts';
import { REPORT_CSVS, reportCsv } from '../features/console/money/report-csv.server.ts';
import { reportRangeOf } from '../features/console/money/report-range.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-report-csv';

/**
 * `sales:read`: a report of /admin/reports as a CSV file for Excel, for the range of the address (the page's
 * links carry the range it shows, already checked there: a hand-made bad one is 400, an unknown report 404).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'sales:read');
  const report = REPORT_CSVS[args.params.report];
  if (!report) throw data(null, { status: 404 });
  const checked = reportRangeOf(new URL(args.request.url).searchParams, new Date());
  if (!checked.ok) throw data(null, { status: 400 });
  const { filename, csv } = await callAsOperator(args, () =>
    reportCsv(report, consoleApi(args.context), checked.range),
  );
  return csvResponse(csv, filename);
}
