import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { routeErrorOf } from '../test/thrown.ts';
import { loader as csvLoader } from './admin-report-csv.ts';
import AdminReports, { loader } from './admin-reports.tsx';

const PAGE = { page: 1, per_page: 20, total: 1, total_pages: 1 };
const SALE = {
  date: '2025-10-01',
  title_id: 3,
  title_name: '=白夜のレギオン',
  episode_id: 31,
  episode_prefix_name: '第2話',
  episode_name: '灯火',
  purchases: 2,
  points: 600,
  gift_points: 100,
  festa_points: 500,
  refunded_purchases: 1,
  refunded_points: 300,
};
const ANSWERS = {
  'GET /admin/v1/reports/daily-sales': apiSuccess({ items: [SALE], pagination: PAGE }),
  'GET /admin/v1/reports/plan-revenue': apiSuccess({
    items: [
      {
        plan_id: 2,
        plan_name: 'プレミアム',
        method: 'docomo',
        method_label: 'd払い',
        payments: 3,
        amount_yen: 3300,
        refunded_payments: 1,
        refunded_yen: 1100,
      },
    ],
  }),
  'GET /admin/v1/reports/points-liability': apiSuccess({
    as_of: '2025-10-15T12:00:00+09:00',
    festa_outstanding: 12000,
    gift_outstanding: 800,
    gift_expiring: [
      { within_days: 30, points: 100 },
      { within_days: 60, points: 300 },
      { within_days: 90, points: 600 },
    ],
  }),
  'GET /admin/v1/reports/double-billing': apiSuccess({
    items: [
      {
        member_id: 12,
        email: 'member@example.jp',
        plan_id: 1,
        plan_name: 'ライト',
        period: '2025-10',
        payment_ids: [5, 9],
        amount_yen: 1100,
      },
    ],
    pagination: PAGE,
  }),
};
const PATH = '/admin/reports?from=2025-10-01&to=2025-10-31';

describe('console reports page', () => {
  it('shows every report for the range chosen, with a CSV link carrying it', async () => {
    const api = consoleApi(operatorMe('accounting'), ANSWERS);
    const html = renderRoute(AdminReports, await loader(consoleArgs(api.context, PATH)));
    expect(api.sent().map((call) => call.query.get('from'))).toEqual(['2025-10-01', '2025-10-01', null, '2025-10-01']);
    const text = textOf(html);
    expect(text).toContain(
      '2025-10-01 =白夜のレギオン 第2話 灯火 2件 600ポイント ギフト 100 / フェスタ 500 1件（300ポイント）',
    );
    expect(text).toContain('プレミアム d払い 3件 3,300円 1件（1,100円）');
    expect(text).toContain('うち90日以内に失効 600');
    expect(text).toContain('2025-10 member@example.jp 会員ID 12 ライト 5, 9 1,100円');
    expect(html).toContain('href="/admin/reports/daily-sales/csv?from=2025-10-01&amp;to=2025-10-31"');
  });

  it('refuses a range backwards without asking the API, and is closed to サポート', async () => {
    const api = consoleApi(operatorMe('accounting'), ANSWERS);
    const html = renderRoute(
      AdminReports,
      await loader(consoleArgs(api.context, '/admin/reports?from=2025-10-31&to=2025-10-01')),
    );
    expect(textOf(html)).toContain('終了日は開始日以降の日付にしてください。');
    expect(api.sent()).toEqual([]);
    const support = consoleApi(operatorMe('support'), ANSWERS);
    expect((await routeErrorOf(() => loader(consoleArgs(support.context, PATH)))).status).toBe(403);
  });

  it('exports a report as CSV for Excel: BOM, the header, a formula-looking name kept as text', async () => {
    const api = consoleApi(operatorMe('accounting'), ANSWERS);
    const path = '/admin/reports/daily-sales/csv?from=2025-10-01&to=2025-10-31';
    const args = { ...(consoleArgs(api.context, path) as object), params: { report: 'daily-sales' } } as never;
    const response = await csvLoader(args);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="daily-sales_2025-10-01_2025-10-31.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n').slice(0, 2)).toEqual([
      '日付,作品ID,作品名,エピソードID,話数,エピソード名,購入数,売上ポイント,うちギフト,うちフェスタ,返金数,返金ポイント',
      "2025-10-01,3,'=白夜のレギオン,31,第2話,灯火,2,600,100,500,1,300",
    ]);
  });
});
