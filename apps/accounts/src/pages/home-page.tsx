import { renderDocument } from './document.tsx';

/**
 * The sign-in service's front page, also answered for the login and registration links the web client
 * already carries. Those features arrive with the membership issue; until then the page says so plainly
 * rather than pretending to work.
 */
export function renderHomePage(webOrigin: string): string {
  return renderDocument(
    'ようこそ',
    <>
      <h1>Hanabi アカウント</h1>
      <p>Hanabi のログイン・会員登録を行うサービスです。</p>
      <p>ログイン・会員登録は現在準備中です。作品はログインせずにご覧いただけます。</p>
      <p>
        <a href={webOrigin}>Hanabi のトップへ戻る</a>
      </p>
    </>,
    webOrigin,
  );
}
