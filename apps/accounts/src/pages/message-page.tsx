import { renderDocument } from './document.tsx';

/** A page that only says something, with a way back to Hanabi. */
export function renderMessagePage(webOrigin: string, { title, message }: { title: string; message: string }): string {
  return renderDocument(
    title,
    <>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href={webOrigin}>Hanabi のトップへ戻る</a>
      </p>
    </>,
    webOrigin,
  );
}
