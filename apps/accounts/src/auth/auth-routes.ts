import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import { devMailboxRoutes } from '../mail/dev-mailbox-routes.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMessagePage } from '../pages/message-page.tsx';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom } from '../pages/sign-in-flow.ts';
import { confirmRoutes } from './confirm-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { logoutRoutes } from './logout-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { registerRoutes } from './register-routes.ts';
import { requestFormRoutes } from './request-form-routes.ts';

/** Registration, email confirmation, login, logout, password reset, the request form and the dev mailbox. */
export const authRoutes: FastifyPluginAsync<RouteDeps & { mailer: Mailer }> = async (app, deps) => {
  // Failures inside these pages (the mail server down, the database gone) still answer a page in Japanese.
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const statusCode = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error(error);
    const design = flowFrom(request.method === 'GET' ? request.query : request.body).design;
    return sendPage(
      reply,
      renderMessagePage(deps.config.webOrigin, {
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

  await app.register(registerRoutes, deps);
  await app.register(confirmRoutes, deps);
  await app.register(loginRoutes, deps);
  await app.register(logoutRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(requestFormRoutes, deps);
  await app.register(devMailboxRoutes, deps);
};
