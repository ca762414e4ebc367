import { type AdminHomeLayout, HOME_SECTION_LABELS, type HomeSectionSlot } from '@hanabi/contract';
import { Link } from 'react-router';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { DELETE_INTENT, HOME_LAYOUTS_PATH } from './home-layout-answer.ts';
import { LAYOUT_INTENT } from './home-layout-draft.ts';

/** The sections shown, in order, and the hidden ones: what a viewer's home has below the carousel. */
export function shownAndHidden(sections: readonly HomeSectionSlot[]) {
  const names = (hidden: boolean) =>
    sections.filter((slot) => slot.hidden === hidden).map((slot) => HOME_SECTION_LABELS[slot.key]);
  return { shown: names(false), hidden: names(true) };
}

const windowOf = (layout: AdminHomeLayout) =>
  `${formatJapanDateTime(layout.starts_at)}〜${layout.ends_at ? formatJapanDateTime(layout.ends_at) : '（次の並び順まで）'}`;

/** The scheduled orders with their windows; an editor starts a new one from any, or deletes one after a question. */
export function HomeLayoutsTable({ layouts, canWrite }: { layouts: readonly AdminHomeLayout[]; canWrite: boolean }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">予約したホームの並び順（開始が新しい順）</caption>
        <thead>
          <tr>
            <th scope="col">期間</th>
            <th scope="col">表示するセクション（上から順に）</th>
            <th scope="col">非表示</th>
            {canWrite ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {layouts.map((layout) => {
            const { shown, hidden } = shownAndHidden(layout.sections);
            const period = windowOf(layout);
            return (
              <tr key={layout.id}>
                <td>{period}</td>
                <td>{shown.join(' → ')}</td>
                <td>{hidden.length > 0 ? hidden.join('、') : 'なし'}</td>
                {canWrite ? (
                  <td>
                    <div className="console-inline">
                      <Link
                        to={`${HOME_LAYOUTS_PATH}/new?from=${layout.id}`}
                        aria-label={`${period}の並び順をもとに作成`}
                      >
                        これをもとに作成
                      </Link>
                      <ConfirmAction
                        label="削除"
                        question={`${period}の並び順を削除しますか？ 期間中のホームは、ほかの並び順か標準の並び順に戻ります。`}
                        confirmLabel="削除する"
                        fields={{ [LAYOUT_INTENT]: DELETE_INTENT, id: String(layout.id) }}
                      />
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
