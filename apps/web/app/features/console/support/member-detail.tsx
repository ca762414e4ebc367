import {
  type AdminMember,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  planLabel,
  SUPPORT_GRANT_STATUS_LABELS,
} from '@hanabi/contract';
import type { ReactNode } from 'react';
import { formatJapanDateTime } from '../console-format.ts';

const PURCHASE_STATUS_LABELS: Record<string, string> = { pending: '処理中', completed: '購入済み', failed: '失敗' };
const PAYMENT_PURPOSE_LABELS: Record<string, string> = {
  plan_entry: 'プラン入会',
  plan_renewal: 'プラン更新',
  points_top_up: 'ポイント購入',
};
const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: '処理中',
  succeeded: '成功',
  declined: '拒否',
  failed: '失敗',
};

const when = (value: string | null) => (value === null ? '—' : formatJapanDateTime(value));
const method = (value: string) => PAYMENT_METHOD_LABELS[value as PaymentMethod] ?? value;
const episodeName = (episode: { title_name: string; prefix_name: string }) =>
  `『${episode.title_name}』${episode.prefix_name}`;

/** One section of the member page: its heading, then a table of `rows`, or a line saying there is none. */
function Section({
  id,
  title,
  headers,
  rows,
  empty,
}: {
  id: string;
  title: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="console-section">
      <h2 id={`${id}-heading`} className="console-section-heading">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="console-table-scroll">
          <table className="console-table">
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only history in a fixed order
                <tr key={row}>
                  {cells.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns follow the headers
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const CONSOLE_END_REASONS = { canceled: '解約', forced_cancel: '強制解約', refunded: '返金' } as const;

/** Everything support reads about a member, read-only: each history its newest 50. */
export function MemberDetail({ member: page }: { member: AdminMember }) {
  const { card, points } = page;
  return (
    <>
      <Section
        id="member-plans"
        title="契約履歴"
        headers={['プラン', '支払い方法', '開始', '次回決済日', '終了', '強制解約予定日・強制解約日']}
        empty="契約の履歴はありません。"
        rows={page.subscriptions.map((row) => [
          planLabel(row.plan_id),
          method(row.payment_method),
          when(row.started_at),
          row.ended_at === null ? row.next_payment_day : '—',
          row.ended_at === null
            ? '契約中'
            : `${when(row.ended_at)}（${CONSOLE_END_REASONS[row.end_reason ?? 'canceled']}）`,
          [row.forced_cancel_scheduled_date, row.forced_canceled_date].map((date) => date ?? '—').join(' / '),
        ])}
      />
      <Section
        id="member-card"
        title="登録中のクレジットカード"
        headers={['カード', '有効期限', '有効性チェック']}
        empty="クレジットカードは登録されていません。"
        rows={
          card
            ? [
                [
                  `${card.brand} ****${card.last4}`,
                  `${card.exp_year}年${card.exp_month}月`,
                  card.is_invalid
                    ? `無効（${card.validity_check_failed_at ? `${when(card.validity_check_failed_at)} にチェック失敗` : '期限切れ'}）`
                    : '有効',
                ],
              ]
            : []
        }
      />
      <Section
        id="member-payments"
        title="決済"
        headers={['日時', '内容', '金額', '支払い方法', '結果']}
        empty="決済の履歴はありません。"
        rows={page.payments.map((row) => [
          when(row.created_at),
          PAYMENT_PURPOSE_LABELS[row.purpose] ?? row.purpose,
          `${row.amount_yen.toLocaleString('ja-JP')}円`,
          method(row.method),
          `${PAYMENT_STATUS_LABELS[row.status] ?? row.status}${row.failure_reason ? `（${row.failure_reason}）` : ''}${row.refunded_at ? ` 返金 ${when(row.refunded_at)}` : ''}`,
        ])}
      />
      <section aria-labelledby="member-points-heading" className="console-section">
        <h2 id="member-points-heading" className="console-section-heading">
          ポイント
        </h2>
        <p>
          合計 {points.total.toLocaleString('ja-JP')}pt（フェスタポイント {points.festa.toLocaleString('ja-JP')}
          pt、有効なギフトポイント {points.gift.toLocaleString('ja-JP')}pt）
        </p>
      </section>
      <Section
        id="member-gift-lots"
        title="ギフトポイント（付与ごと、有効期限の近い順）"
        headers={['付与日時', '付与', '残り', '有効期限']}
        empty="ギフトポイントの付与はありません。"
        rows={points.gift_lots.map((lot) => [
          when(lot.granted_at),
          `${lot.granted.toLocaleString('ja-JP')}pt`,
          `${lot.remaining.toLocaleString('ja-JP')}pt`,
          `${when(lot.expires_at)}${lot.expired ? '（失効）' : ''}`,
        ])}
      />
      <Section
        id="member-purchases"
        title="エピソードの購入"
        headers={['日時', 'エピソード', '価格', '内訳', '状態']}
        empty="購入の履歴はありません。"
        rows={page.purchases.map((row) => [
          when(row.requested_at),
          episodeName(row.episode),
          `${row.price_points.toLocaleString('ja-JP')}pt`,
          `ギフト ${row.spent_gift_points}pt / フェスタ ${row.spent_festa_points}pt`,
          PURCHASE_STATUS_LABELS[row.status] ?? row.status,
        ])}
      />
      <Section
        id="member-entitlements"
        title="視聴できるエピソード（購入・チケット）"
        headers={['エピソード', '入手', '日時']}
        empty="購入やチケットで視聴できるエピソードはありません。"
        rows={page.entitlements.map((row) => [
          episodeName(row.episode),
          row.source === 'purchase' ? '購入' : 'チケット',
          when(row.granted_at),
        ])}
      />
      <Section
        id="member-presents"
        title="プレゼント"
        headers={['プレゼント', '内容', '受け取り期限', '受け取り']}
        empty="プレゼントはありません。"
        rows={page.presents.map((row) => [
          row.name,
          row.episode ? `${episodeName(row.episode)}のチケット` : `${row.points?.toLocaleString('ja-JP')}pt`,
          when(row.receivable_until),
          row.received_at === null ? '未受け取り' : when(row.received_at),
        ])}
      />
      <Section
        id="member-grants"
        title="サポートからの付与"
        headers={['申請日時', 'プレゼント名', '内容', '理由', '申請者', '状態']}
        empty="サポートからの付与はありません。"
        rows={page.grants.map((row) => [
          when(row.requested_at),
          row.present_name,
          row.episode ? `${episodeName(row.episode)}のチケット` : `${row.points?.toLocaleString('ja-JP')}pt`,
          row.reason,
          row.requested_by.name,
          `${SUPPORT_GRANT_STATUS_LABELS[row.status]}${row.decided_by ? `（${row.decided_by.name}）` : ''}`,
        ])}
      />
      <Section
        id="member-watching"
        title="視聴"
        headers={['最後に見た日時', 'エピソード', '位置']}
        empty="視聴の記録はありません。"
        rows={page.watching.map((row) => [
          when(row.watched_at),
          episodeName(row.episode),
          row.finished
            ? '見終わり'
            : `${Math.floor(row.position_seconds / 60)}分${row.position_seconds % 60}秒 / ${Math.floor(row.duration_seconds / 60)}分`,
        ])}
      />
    </>
  );
}
