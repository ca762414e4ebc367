import type { HiddenTitle } from '@hanabi/contract';
import { useRevalidator } from 'react-router';
import { ActionButton } from '../../components/action-button.tsx';
import { browserApi } from '../../lib/browser-session.ts';
import { formatJapanDate } from '../../lib/format.ts';
import { UNHIDE_LABEL } from './hide-title-control.tsx';
import { ListedTitle } from './listed-title.tsx';

/** The titles the member hid, each with 「表示に戻す」; showing one again reloads the page's lists. */
export function HiddenTitleList({ items }: { items: HiddenTitle[] }) {
  const revalidator = useRevalidator();
  return (
    <ul className="listed-titles" aria-label="非表示にした作品">
      {items.map((title, index) => (
        <ListedTitle
          key={title.id}
          title={title}
          index={index}
          meta={`${formatJapanDate(title.hidden_at)}に非表示`}
          action={
            <ActionButton
              action={async () => {
                await (await browserApi()).unhideTitle(title.id);
                await revalidator.revalidate();
              }}
              failureMessage="表示に戻せませんでした。時間をおいて再度お試しください。"
              className="listed-title__button"
              buttonClassName="button button--outline button--small"
              label={`${title.name}を${UNHIDE_LABEL}`}
            >
              {UNHIDE_LABEL}
            </ActionButton>
          }
        />
      ))}
    </ul>
  );
}
