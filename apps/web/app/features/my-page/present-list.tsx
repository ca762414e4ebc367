import type { Present, PresentList as Presents } from '@hanabi/contract';
import { useRevalidator } from 'react-router';
import { ActionButton } from '../../components/action-button.tsx';
import { Pager } from '../../components/pager.tsx';
import type { SectionResult } from '../../lib/api.server.ts';
import { browserApi } from '../../lib/browser-session.ts';
import { formatJapanDate } from '../../lib/format.ts';
import { ListSection } from './list-section.tsx';
import { PresentContents, TicketEpisodeLink } from './present-contents.tsx';

export const PRESENT_PAGE_PARAM = 'present_page';

/** The member's presents (gift points, episode tickets), newest first, each receivable until its deadline. */
export function PresentList({ presents }: { presents: SectionResult<Presents> }) {
  const revalidator = useRevalidator();
  return (
    <ListSection id="my-presents-heading" heading="プレゼント" result={presents} emptyText="プレゼントはありません。">
      {({ items, pagination }) => (
        <>
          <ul className="record-list">
            {items.map((present) => (
              <li key={present.id} className="record record--with-action">
                <div className="record__body">
                  <p className="record__title">{present.name}</p>
                  <PresentContents present={present} />
                  <PresentState present={present} />
                </div>
                {present.status === 'receivable' ? (
                  // Receiving reloads the page's data, so the list and the points (and the drawer's) agree.
                  <ActionButton
                    action={async () => {
                      await (await browserApi()).receivePresent(present.id);
                      await revalidator.revalidate();
                    }}
                    failureMessage="受け取れませんでした。時間をおいて再度お試しください。"
                    className="record__action"
                    buttonClassName="button button--primary button--small"
                    label={`${present.name}を受け取る`}
                  >
                    受け取る
                  </ActionButton>
                ) : present.status === 'received' && present.kind === 'episode_ticket' ? (
                  <TicketEpisodeLink ticket={present} />
                ) : null}
              </li>
            ))}
          </ul>
          <Pager pagination={pagination} param={PRESENT_PAGE_PARAM} label="プレゼントのページ" />
        </>
      )}
    </ListSection>
  );
}

function PresentState({ present }: { present: Present }) {
  switch (present.status) {
    case 'receivable':
      return <p className="record__meta">{formatJapanDate(present.receivable_until)}まで受け取れます</p>;
    case 'received':
      return (
        <p className="record__meta record__meta--done">
          受け取り済み{present.received_at ? `（${formatJapanDate(present.received_at)}）` : ''}
        </p>
      );
    case 'expired':
      return <p className="record__meta">受け取り期限が過ぎました</p>;
  }
}
