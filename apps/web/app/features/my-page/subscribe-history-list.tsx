import { PAYMENT_METHOD_LABELS, type SubscribeHistories, type SubscribeHistoryItem } from '@hanabi/contract';
import { Pager } from '../../components/pager.tsx';
import type { SectionResult } from '../../lib/api.server.ts';
import { formatJapanDate } from '../../lib/format.ts';
import { ListSection } from './list-section.tsx';

export const HISTORY_PAGE_PARAM = 'history_page';

const END_REASONS: Record<NonNullable<SubscribeHistoryItem['end_reason']>, string> = {
  canceled: '解約',
  forced_cancel: 'お支払いが確認できなかったための解約',
  refunded: 'お支払いの返金による終了',
};

/** The member's plans, newest first, paged. */
export function SubscribeHistoryList({ histories }: { histories: SectionResult<SubscribeHistories> }) {
  return (
    <ListSection id="my-history-heading" heading="ご契約履歴" result={histories} emptyText="ご契約の履歴はありません。">
      {({ items, pagination }) => (
        <>
          <ol className="record-list">
            {items.map((item) => (
              <li key={`${item.started_at}:${item.plan_id}`} className="record">
                <p className="record__title">{item.plan_name}プラン</p>
                <p className="record__meta">
                  {formatJapanDate(item.started_at)} 〜 {item.ended_at ? formatJapanDate(item.ended_at) : 'ご契約中'}
                </p>
                <p className="record__meta">
                  {PAYMENT_METHOD_LABELS[item.payment_method]}
                  {item.end_reason ? `／${END_REASONS[item.end_reason]}` : null}
                </p>
              </li>
            ))}
          </ol>
          <Pager pagination={pagination} param={HISTORY_PAGE_PARAM} label="ご契約履歴のページ" />
        </>
      )}
    </ListSection>
  );
}
