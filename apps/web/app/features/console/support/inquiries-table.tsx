import { type AdminInquirySummary, INQUIRY_CATEGORY_LABELS, INQUIRY_STATUS_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDateTime } from '../console-format.ts';

/** The inbox: each inquiry's state, who has it, from whom and what about, linked to its page. */
export function InquiriesTable({ inquiries }: { inquiries: AdminInquirySummary[] }) {
  return (
    <div className="console-table-scroll">
      <table className="console-table">
        <caption className="visually-hidden">お問い合わせ（未対応、対応中、完了の順。それぞれ受付の古い順）</caption>
        <thead>
          <tr>
            <th scope="col">受付番号</th>
            <th scope="col">対応状況</th>
            <th scope="col">担当者</th>
            <th scope="col">種類</th>
            <th scope="col">内容</th>
            <th scope="col">受付日時</th>
          </tr>
        </thead>
        <tbody>
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id}>
              <td>
                <Link to={`/admin/inquiries/${inquiry.id}`}>{inquiry.id}</Link>
              </td>
              <td>{INQUIRY_STATUS_LABELS[inquiry.status]}</td>
              <td>{inquiry.assignee?.name ?? '未割り当て'}</td>
              <td>{INQUIRY_CATEGORY_LABELS[inquiry.category]}</td>
              <td>
                {inquiry.excerpt}
                <span className="console-table__sub">{inquiry.email}</span>
              </td>
              <td>{formatJapanDateTime(inquiry.received_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
