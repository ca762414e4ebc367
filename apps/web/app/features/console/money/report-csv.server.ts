import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { ReportRange } from '@hanabi/contract';
import { type CsvCell, toCsv } from './csv.ts';

/** The API's largest page: a CSV of a long report is read page by page. */
const PER_PAGE = 100;

async function everyPage<T>(
  read: (page: number) => Promise<{ items: T[]; pagination: { total_pages: number } }>,
): Promise<T[]> {
  const first = await read(1);
  const items = [...first.items];
  for (let page = 2; page <= first.pagination.total_pages; page += 1) items.push(...(await read(page)).items);
  return items;
}

interface ReportCsv {
  /** The file's name, with the range: `daily-sales_2025-10-01_2025-10-31.csv`. */
  name: string;
  header: string[];
  rows(api: AdminApiClient, range: ReportRange): Promise<CsvCell[][]>;
}

/** Every report the console exports, by the name in its address (/admin/reports/{name}/csv). */
export const REPORT_CSVS: Record<string, ReportCsv> = {
  'daily-sales': {
    name: 'daily-sales',
    header: [
      '日付',
      '作品ID',
      '作品名',
      'エピソードID',
      '話数',
      'エピソード名',
      '購入数',
      '売上ポイント',
      'うちギフト',
      'うちフェスタ',
      '返金数',
      '返金ポイント',
    ],
    rows: async (api, range) =>
      (await everyPage((page) => api.getDailySales({ ...range, page, per_page: PER_PAGE }))).map((row) => [
        row.date,
        row.title_id,
        row.title_name,
        row.episode_id,
        row.episode_prefix_name,
        row.episode_name,
        row.purchases,
        row.points,
        row.gift_points,
        row.festa_points,
        row.refunded_purchases,
        row.refunded_points,
      ]),
  },
  'plan-revenue': {
    name: 'plan-revenue',
    header: ['プラン', '支払い方法', '決済数', '金額（円）', '返金数', '返金額（円）'],
    rows: async (api, range) =>
      (await api.getPlanRevenue(range)).items.map((row) => [
        row.plan_name,
        row.method_label,
        row.payments,
        row.amount_yen,
        row.refunded_payments,
        row.refunded_yen,
      ]),
  },
  'points-liability': {
    name: 'points-liability',
    header: [
      '時点',
      'フェスタポイント残高',
      'ギフトポイント残高（有効）',
      '30日以内に失効',
      '60日以内に失効',
      '90日以内に失効',
    ],
    rows: async (api) => {
      const liability = await api.getPointsLiability();
      return [
        [
          liability.as_of,
          liability.festa_outstanding,
          liability.gift_outstanding,
          ...liability.gift_expiring.map((window) => window.points),
        ],
      ];
    },
  },
  'double-billing': {
    name: 'double-billing',
    header: ['請求月', '会員ID', 'メールアドレス', 'プラン', '決済ID', '合計金額（円）'],
    rows: async (api, range) =>
      (await everyPage((page) => api.getDoubleBilling({ ...range, page, per_page: PER_PAGE }))).map((row) => [
        row.period,
        row.member_id,
        row.email,
        row.plan_name,
        row.payment_ids.join(' '),
        row.amount_yen,
      ]),
  },
};

export async function reportCsv(report: ReportCsv, api: AdminApiClient, range: ReportRange) {
  return {
    filename: `${report.name}_${range.from}_${range.to}.csv`,
    csv: toCsv(report.header, await report.rows(api, range)),
  };
}
