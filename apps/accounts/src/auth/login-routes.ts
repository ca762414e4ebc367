/**
 * GET/POST /login. A successful login always starts a new session with a new token and ends the session the
 * browser carried before (session fixation: a token planted in the browser beforehand is worthless), then
 * sends the viewer to their destination if it is one of the product's own addresses.
 */
import { createSession, revokeSession, SESSION_COOKIE_NAME, sessionCookieOptions } from '@hanabi/membership';
import { checkPassword } from '@hanabi/passwords';
import type { FastifyPluginAsync } from 'fastify';
import type { FieldErrors } from '../forms/field-errors.ts';
import { safeReturnUrl } from '../http/return-destination.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { renderLoginPage, renderTooManyAttemptsPage, renderUnconfirmedAddressPage } from '../pages/auth/login-page.tsx';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { emailError, normaliseEmail } from './email-address.ts';
import { findMemberByEmail } from './member-accounts.ts';
import { attemptMemberSignIn } from './sign-in-limits.ts';
import { waitTime } from './wait-time.ts';

const WRONG_CREDENTIALS = 'メールアドレスまたはパスワードが正しくありません。';

function accountLockedMessage(minutes: number): string {
  return `ログインに続けて失敗したため、このアカウントは一時的にロックされています。${minutes}分ほど時間をおいてから、もう一度お試しください。`;
}

export const loginRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, clock }) => {
  app.get('/login', async (request, reply) =>
    sendPage(reply, renderLoginPage(await formPageContext(request, reply, config.webOrigin))),
  );

  app.post('/login', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const typedEmail = formText(request.body, 'email');
    const password = formText(request.body, 'password');
    const email = normaliseEmail(typedEmail);
    // An address no member can have is refused before it is looked up or recorded: a long enough one did
    // not even fit the sign-in attempts' index (500).
    const errors: FieldErrors = {
      email: emailError(email),
      password: password === '' ? 'パスワードを入力してください。' : undefined,
    };
    if (errors.email || errors.password) {
      return sendPage(reply, renderLoginPage(context, { email: typedEmail, errors }), 400);
    }

    const now = clock();
    const attempt = await attemptMemberSignIn(db, { email, ipAddress: request.ip, now }, async (tx) => {
      const member = await findMemberByEmail(tx, email);
      const right = await checkPassword(member?.passwordHash ?? null, password);
      return right && member ? member : null;
    });
    if (attempt.outcome === 'address_blocked') {
      const wait = waitTime(attempt.until, now);
      reply.header('retry-after', String(wait.seconds));
      return sendPage(reply, renderTooManyAttemptsPage(context, wait.minutes), 429);
    }
    if (attempt.outcome === 'account_locked') {
      const problem = accountLockedMessage(waitTime(attempt.until, now).minutes);
      return sendPage(reply, renderLoginPage(context, { email: typedEmail, problem }), 423);
    }
    if (attempt.outcome === 'wrong') {
      const { lockedUntil } = attempt;
      // The failure may be the one that locks the account: say so at once.
      const problem = lockedUntil ? accountLockedMessage(waitTime(lockedUntil, now).minutes) : WRONG_CREDENTIALS;
      return sendPage(reply, renderLoginPage(context, { email: typedEmail, problem }), lockedUntil ? 423 : 401);
    }

    const member = attempt.result;
    if (!member.emailConfirmedAt) {
      return sendPage(reply, renderUnconfirmedAddressPage(context, member.email), 403);
    }

    const previousToken = request.cookies[SESSION_COOKIE_NAME];
    if (previousToken) await revokeSession(db, previousToken, now);
    const token = await createSession(db, member.id, now);
    return reply
      .setCookie(SESSION_COOKIE_NAME, token, sessionCookieOptions(config.cookie))
      .header('cache-control', 'no-store')
      .redirect(safeReturnUrl(context.flow.destination, config.allowedReturnOrigins, config.webOrigin), 303);
  });
};
