import { renderDocument } from './document.tsx';

/**
 * The sign-in service's front page. Registration, login and plan entry arrive with the membership
 * issue; until then this page says so plainly rather than pretending to work.
 */
export function renderHomePage(webOrigin: string): string {
  return renderDocument(
    'ようこそ',
    <>
      <h1>Hanabi アカウント</h1>
      <p>Hanabi のログイン・会員登録を行うサービスです。</p>
      <p>現在、ログインと会員登録の受付を準備しています。作品はログインせずにご覧いただけます。</p>
      <p>
        <a href={webOrigin}>Hanabi のトップへ戻る</a>
      </p>
    </>,
    webOrigin,
  );
}
