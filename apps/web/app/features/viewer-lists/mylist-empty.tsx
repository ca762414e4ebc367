import { Link } from 'react-router';
import './viewer-lists.css';

export const MYLIST_EMPTY_TEXT = 'マイリストに作品がありません';

/** An empty mylist: what it is for, and where to find titles to add. */
export function MylistEmpty() {
  return (
    <div className="empty-note viewer-list-empty">
      <p>{MYLIST_EMPTY_TEXT}</p>
      <p>気になる作品のページで「マイリストに追加」を押すと、ここからすぐに見られます。</p>
      <Link to="/" className="button button--primary button--small">
        作品をさがす
      </Link>
    </div>
  );
}
