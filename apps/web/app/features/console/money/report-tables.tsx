import type { DailySalesReport, DoubleBillingReport, PlanRevenueReport, PointsLiability } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { formatJapanDateTime } from '../console-format.ts';

const number = new Intl.NumberFormat('ja-JP').format;

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function DailySalesTable({ report }: { report: DailySalesReport }) {
  if (report.items.length === 0) return <p role="status">この期間のエピソード購入はありません。</p>;
  return (
    <Table head={['日付', '作品', 'エピソード', '購入数', '売上', '内訳', '返金']}>
      {report.items.map((row) => (
        <tr key={`${row.date}-${row.episode_id}`}>
          <td>{row.date}</td>
          <td>{row.title_name}</td>
          <td>
            {row.episode_prefix_name} {row.episode_name}
          </td>
          <td>{number(row.purchases)}件</td>
          <td>{number(row.points)}ポイント</td>
          <td>
            ギフト {number(row.gift_points)} / フェスタ {number(row.festa_points)}
          </td>
          <td>
            {number(row.refunded_purchases)}件（{number(row.refunded_points)}ポイント）
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function PlanRevenueTable({ report }: { report: PlanRevenueReport }) {
  if (report.items.length === 0) return <p role="status">この期間のプランの決済はありません。</p>;
  return (
    <Table head={['プラン', '支払い方法', '決済数', '金額', '返金']}>
      {report.items.map((row) => (
        <tr key={`${row.plan_id}-${row.method}`}>
          <td>{row.plan_name}</td>
          <td>{row.method_label}</td>
          <td>{number(row.payments)}件</td>
          <td>{number(row.amount_yen)}円</td>
          <td>
            {number(row.refunded_payments)}件（{number(row.refunded_yen)}円）
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function PointsLiabilityTable({ liability }: { liability: PointsLiability }) {
  return (
    <>
      <p>{formatJapanDateTime(liability.as_of)} 時点（期間の指定によらず、現在の残高です）</p>
      <Table head={['項目', 'ポイント']}>
        <tr>
          <td>フェスタポイント残高（失効しません）</td>
          <td>{number(liability.festa_outstanding)}</td>
        </tr>
        <tr>
          <td>ギフトポイント残高（有効なもの）</td>
          <td>{number(liability.gift_outstanding)}</td>
        </tr>
        {liability.gift_expiring.map((window) => (
          <tr key={window.within_days}>
            <td>うち{window.within_days}日以内に失効</td>
            <td>{number(window.points)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function DoubleBillingTable({ report }: { report: DoubleBillingReport }) {
  if (report.items.length === 0) return <p role="status">この期間に二重に請求された会員はいません。</p>;
  return (
    <Table head={['請求月', '会員', 'プラン', '決済ID', '合計金額']}>
      {report.items.map((row) => (
        <tr key={`${row.period}-${row.member_id}-${row.plan_id}`}>
          <td>{row.period}</td>
          <td>
            {row.email}
            <span className="console-table__sub">会員ID {row.member_id}</span>
          </td>
          <td>{row.plan_name}</td>
          <td>{row.payment_ids.join(', ')}</td>
          <td>{number(row.amount_yen)}円</td>
        </tr>
      ))}
    </Table>
  );
}
