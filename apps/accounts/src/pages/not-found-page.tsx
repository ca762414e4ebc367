import { renderDocument } from './document.tsx';

export function renderNotFoundPage(webOrigin: string): string {
  return renderDocument(
    'ページが見つかりません',
    <>
      <h1>ページが見つかりません</h1>
      <p>お探しのページは見つかりませんでした。URLをお確かめください。</p>
      <p>
        <a href={webOrigin}>Hanabi のトップへ戻る</a>
      </p>
    </>,
    webOrigin,
  );
}
