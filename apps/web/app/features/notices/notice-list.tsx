import type { NoticeSummary } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDate } from '../../lib/format.ts';
import { noticePath } from './notice-paths.ts';
import './notices.css';

/** Notices newest first: each its date, its section and its title, the whole row a link to it. */
export function NoticeList({ notices, label }: { notices: NoticeSummary[]; label: string }) {
  return (
    <ul className="notice-rows" aria-label={label}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <Link to={noticePath(notice)} className="notice-row">
            <span className="notice-row__meta">
              <time dateTime={notice.published_at}>{formatJapanDate(notice.published_at)}</time>
              <span className="notice-section-label">{notice.section.name}</span>
            </span>
            <span className="notice-row__title">{notice.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
