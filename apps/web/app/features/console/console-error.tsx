import { API_ERRORS, UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import { isRouteErrorResponse, Link } from 'react-router';
import { CONSOLE_HOME } from './return-path.ts';

interface ConsoleErrorContent {
  heading: string;
  message: string;
}

/** What the console says for an error of one of its pages, by status. */
export function consoleErrorContent(error: unknown): ConsoleErrorContent & { status: number } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return {
      status,
      heading: 'この画面を開く権限がありません',
      message: 'あなたの権限では、この画面は使えません。必要な場合は管理者に権限の変更を依頼してください。',
    };
  }
  if (status === 404) {
    return { status, heading: 'ページが見つかりません', message: 'アドレスに誤りがないかご確認ください。' };
  }
  if (status === 503) return { status, heading: 'ただいま混み合っています', message: UNAVAILABLE_PAGE_MESSAGE };
  return { status, heading: 'エラーが発生しました', message: API_ERRORS.internal.message };
}

export function ConsoleError({ error }: { error: unknown }) {
  const { status, heading, message } = consoleErrorContent(error);
  return (
    <section className="console-page console-error" aria-labelledby="console-error-heading">
      <h1 id="console-error-heading" className="console-page__title">
        {heading}
      </h1>
      <p>{message}</p>
      <p className="console-error__status">エラーコード: {status}</p>
      <p>
        <Link to={CONSOLE_HOME} reloadDocument className="console-button">
          管理画面のホームへ戻る
        </Link>
      </p>
    </section>
  );
}
