import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import { devMailboxRoutes } from '../mail/dev-mailbox-routes.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmRoutes } from './confirm-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { logoutRoutes } from './logout-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { registerRoutes } from './register-routes.ts';
import { requestFormRoutes } from './request-form-routes.ts';

/**
 * Registration, email confirmation, login, logout, password reset, the request form and the dev mailbox.
 * Sign-in mails leave through the outbox, after the answer; the request form's mail is the request itself,
 * so that page waits for the mailer and fails visibly when it cannot send.
 */
export const authRoutes: FastifyPluginAsync<RouteDeps & { mailer: Mailer; outbox: MailOutbox }> = async (app, deps) => {
  await app.register(registerRoutes, deps);
  await app.register(confirmRoutes, deps);
  await app.register(loginRoutes, deps);
  await app.register(logoutRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(requestFormRoutes, deps);
  await app.register(devMailboxRoutes, deps);
};
