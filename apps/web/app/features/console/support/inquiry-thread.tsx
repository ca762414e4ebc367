import { type AdminInquiry, INQUIRY_CATEGORY_LABELS } from '@hanabi/contract';
import { formatJapanDateTime } from '../console-format.ts';

/** The inquiry as it arrived, then every reply and note after it, oldest first. */
export function InquiryThread({ inquiry }: { inquiry: AdminInquiry }) {
  return (
    <ol className="console-thread">
      <li className="console-thread__item">
        <p className="console-table__sub">
          {formatJapanDateTime(inquiry.received_at)}　{inquiry.email}（{INQUIRY_CATEGORY_LABELS[inquiry.category]}）
          {inquiry.member_id === null ? '　ゲスト' : null}
        </p>
        <p className="console-thread__body">{inquiry.body}</p>
      </li>
      {inquiry.messages.map((message) => (
        <li key={message.id} className={`console-thread__item console-thread__item--${message.kind}`}>
          <p className="console-table__sub">
            {formatJapanDateTime(message.at)}　{message.operator.name}　
            {message.kind === 'reply' ? 'メールで返信' : '内部メモ（お客様には届きません）'}
          </p>
          {message.subject ? <p>件名: {message.subject}</p> : null}
          <p className="console-thread__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
