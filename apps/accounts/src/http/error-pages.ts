/**
 * Failures inside any page of the service (the mail server down, the database gone, a body that cannot be
 * parsed) still answer a page in Japanese, keeping the design the viewer arrived with. A database that cannot
 * be reached or is overloaded answers 503 with the congestion message of spec §8 (decision 0031).
 */
import { UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import { isDatabaseUnavailable } from '@hanabi/db';
import type { FastifyInstance } from 'fastify';
import { renderMessagePage } from '../pages/message-page.tsx';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom } from '../pages/sign-in-flow.ts';

export function installErrorPages(app: FastifyInstance, webOrigin: string): void {
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const design = flowFrom(request.method === 'GET' ? request.query : request.body).design;
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: String(error) }, 'page answered 503: the database is unavailable');
      return sendPage(
        reply,
        renderMessagePage(webOrigin, { title: 'ただいま混み合っています', message: UNAVAILABLE_PAGE_MESSAGE, design }),
        503,
      );
    }
    const statusCode = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error(error);
    return sendPage(
      reply,
      renderMessagePage(webOrigin, {
        title: statusCode >= 500 ? 'エラーが発生しました' : 'もう一度お試しください',
        message:
          statusCode >= 500
            ? '申し訳ありません。処理中にエラーが発生しました。時間をおいて、もう一度お試しください。'
            : '画面の有効期限が切れたか、送信された内容を受け付けられませんでした。お手数ですが、はじめからやり直してください。',
        design,
      }),
      statusCode,
    );
  });
}
