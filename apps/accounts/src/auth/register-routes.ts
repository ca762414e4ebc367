/**
 * GET/POST /register. The answer after a valid submission is the same whether the address is new or not
 * (so the form cannot be used to find out who is a member); the mail differs: a confirmation link for a new
 * or still unconfirmed address, a "you already have an account" note for a confirmed one. Each registration
 * of an unconfirmed address gets a link of its own, which confirms the password typed for it. One client
 * address may register 20 times an hour (registration-limit.ts).
 */
import { hashPassword } from '@hanabi/passwords';
import type { FastifyPluginAsync } from 'fastify';
import { passwordErrors } from '../forms/password-rules.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { renderRegisterPage, renderRegisterSentPage } from '../pages/auth/register-page.tsx';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowHref } from '../pages/sign-in-flow.ts';
import { alreadyRegisteredMail } from './auth-mails.ts';
import { emailError, normaliseEmail } from './email-address.ts';
import { createMember, findMemberByEmail } from './member-accounts.ts';
import { rememberRegisteringBrowser } from './registering-browser.ts';
import { admitRegistration } from './registration-limit.ts';
import { waitTime } from './wait-time.ts';
import { writeConfirmationMail } from './write-confirmation-mail.ts';

function tooManyRegistrationsMessage(minutes: number): string {
  return `この接続元から短い時間に多くの会員登録のお申し込みがあったため、受け付けを一時的に停止しています。${minutes}分ほど時間をおいてから、もう一度お試しください。`;
}

export const registerRoutes: FastifyPluginAsync<RouteDeps & { outbox: MailOutbox }> = async (
  app,
  { db, config, clock, outbox },
) => {
  app.get('/register', async (request, reply) =>
    sendPage(reply, renderRegisterPage(await formPageContext(request, reply, config.webOrigin))),
  );

  app.post('/register', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const typedEmail = formText(request.body, 'email');
    const password = formText(request.body, 'password');
    const email = normaliseEmail(typedEmail);
    const errors = {
      email: emailError(email),
      ...passwordErrors(password, formText(request.body, 'passwordConfirmation')),
    };
    if (Object.values(errors).some(Boolean)) {
      return sendPage(reply, renderRegisterPage(context, { email: typedEmail, errors }), 400);
    }

    const now = clock();
    const blockedUntil = await admitRegistration(db, { email, ipAddress: request.ip, now });
    if (blockedUntil) {
      const wait = waitTime(blockedUntil, now);
      reply.header('retry-after', String(wait.seconds));
      const problem = tooManyRegistrationsMessage(wait.minutes);
      return sendPage(reply, renderRegisterPage(context, { email: typedEmail, problem }), 429);
    }

    // Hashed whatever happens next, so a new and a known address take the same time to answer; the
    // browser's secret is set for both alike, so the answer's cookies do not tell them apart either.
    const passwordHash = await hashPassword(password);
    const browserHash = rememberRegisteringBrowser(request, reply, config.cookie.secure);
    const member =
      (await findMemberByEmail(db, email)) ??
      (await createMember(db, { email, passwordHash, now })) ??
      // Registered by a parallel request between the two statements above.
      (await findMemberByEmail(db, email));
    if (!member) throw new Error('a member registered meanwhile could not be found');

    if (member.emailConfirmedAt) {
      const links = {
        login: flowHref('/login', context.flow, {}, config.accountsOrigin),
        forgotPassword: flowHref('/password/forgot', context.flow, {}, config.accountsOrigin),
      };
      outbox.post(async () => alreadyRegisteredMail(email, context.flow.design, links));
    } else {
      // Still unconfirmed: this registration gets its own link and keeps its password with it, so neither
      // registration of the address changes the password of the other (decision 0030).
      outbox.post(() =>
        writeConfirmationMail({ db, config }, member, { passwordHash, browserHash }, context.flow, now),
      );
    }
    return sendPage(reply, renderRegisterSentPage(context, email));
  });
};
