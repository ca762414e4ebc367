import { type AdminNoticeList, NOTICE_STATE_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDateTime } from '../console-format.ts';

/** Notices, newest publication first, each with its state now and a link to its page. */
export function NoticesTable({ notices }: { notices: AdminNoticeList['items'] }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">お知らせの一覧</caption>
        <thead>
          <tr>
            <th scope="col">タイトル</th>
            <th scope="col">区分</th>
            <th scope="col">状態</th>
            <th scope="col">公開日時</th>
            <th scope="col">緊急表示の終了</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => (
            <tr key={notice.id}>
              <th scope="row">
                <Link to={`/admin/notices/${notice.id}`}>{notice.title}</Link>
              </th>
              <td>{notice.section.name}</td>
              <td>{NOTICE_STATE_LABELS[notice.state]}</td>
              <td>{formatJapanDateTime(notice.published_at)}</td>
              <td>{notice.urgent_until ? formatJapanDateTime(notice.urgent_until) : 'なし'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
