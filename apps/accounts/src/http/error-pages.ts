/**
 * Failures inside any page of the service (the mail server down, the database gone, a body that cannot be
 * parsed) still answer a page in Japanese, keeping the design the viewer arrived with. A database that cannot
 * be reached or is overloaded answers 503 with the congestion message of spec §8 (decision 0031). The
 * request's faults (4xx) are not logged: they are not ours to fix.
 */
import { UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import { isDatabaseUnavailable } from '@hanabi/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderMessagePage } from '../pages/message-page.tsx';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom, flowHref } from '../pages/sign-in-flow.ts';
import { UnsafeTextError } from './text-input.ts';

function messageOf(error: unknown, statusCode: number): string {
  if (statusCode >= 500) {
    return '申し訳ありません。処理中にエラーが発生しました。時間をおいて、もう一度お試しください。';
  }
  if (error instanceof UnsafeTextError) {
    return '入力された内容に、使用できない文字が含まれていました。お手数ですが、入力し直してください。';
  }
  if (statusCode === 413) {
    return '送信された内容が大きすぎるため、受け付けられませんでした。お手数ですが、はじめからやり直してください。';
  }
  return '画面の有効期限が切れたか、送信された内容を受け付けられませんでした。お手数ですが、はじめからやり直してください。';
}

/** The flow of the request: from the query of a page, from the form of a post (when it could be read). */
function flowOf(request: FastifyRequest) {
  return flowFrom(request.method === 'GET' ? request.query : request.body);
}

export function installErrorPages(app: FastifyInstance, webOrigin: string): void {
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const flow = flowOf(request);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: String(error) }, 'page answered 503: the database is unavailable');
      return sendPage(
        reply,
        renderMessagePage(webOrigin, {
          title: 'ただいま混み合っています',
          message: UNAVAILABLE_PAGE_MESSAGE,
          design: flow.design,
        }),
        503,
      );
    }
    const statusCode = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error(error);
    // A form sent back with what it cannot take goes back to the same form, to be typed again.
    const path = request.url.split('?')[0] ?? '/';
    const links = error instanceof UnsafeTextError ? [{ href: flowHref(path, flow), label: '入力画面に戻る' }] : [];
    return sendPage(
      reply,
      renderMessagePage(webOrigin, {
        title: statusCode >= 500 ? 'エラーが発生しました' : 'もう一度お試しください',
        message: messageOf(error, statusCode),
        design: flow.design,
        links,
      }),
      statusCode,
    );
  });
}
