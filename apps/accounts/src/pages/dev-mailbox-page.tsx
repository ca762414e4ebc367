import { renderDocument } from './document.tsx';

const timeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/;

/** The body text with its http(s) links clickable (the odd pieces of the split are the URLs). */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((piece, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <a key={index} href={piece}>
            {piece}
          </a>
        ) : (
          piece
        ),
      )}
    </>
  );
}

/** The development mailbox: messages the service would have mailed, newest first. */
/** A message as the development mailbox keeps it (mail/dev-mailbox.ts). */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  sentAt: string;
}

export function renderDevMailboxPage(webOrigin: string, messages: MailboxMessage[]): string {
  return renderDocument({
    title: '開発用メールボックス',
    webOrigin,
    body: (
      <>
        <h1>開発用メールボックス</h1>
        <p>メールサーバーが設定されていないため、送信したメールをここに表示しています（新しい順）。</p>
        {messages.length === 0 && <p>まだメールはありません。</p>}
        {messages.map((message) => (
          <article key={`${message.sentAt}${message.to}${message.subject}`} className="mail">
            <h2>{message.subject}</h2>
            <dl>
              <dt>宛先</dt>
              <dd>{message.to}</dd>
              <dt>送信日時</dt>
              <dd>
                <time dateTime={message.sentAt}>{timeFormat.format(new Date(message.sentAt))}</time>
              </dd>
            </dl>
            <pre>
              <LinkedText text={message.text} />
            </pre>
          </article>
        ))}
      </>
    ),
  });
}
