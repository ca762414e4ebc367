import type { MylistTitle } from '@hanabi/contract';
import { formatJapanDate } from '../../lib/format.ts';
import { ListedTitle } from './listed-title.tsx';
import { MylistToggle } from './mylist-toggle.tsx';

/**
 * The member's mylist titles, each with its mylist control: a title removed here stays in view with the
 * control on 「マイリストに追加」, so a slip is undone with one more press; it is gone on the next visit.
 */
export function MylistTitleList({ items }: { items: MylistTitle[] }) {
  return (
    <ul className="listed-titles" aria-label="マイリストの作品">
      {items.map((title, index) => (
        <ListedTitle
          key={title.id}
          title={title}
          index={index}
          meta={`${formatJapanDate(title.added_at)}に追加`}
          action={<MylistToggle titleId={title.id} titleName={title.name} inMylist compact />}
        />
      ))}
    </ul>
  );
}
