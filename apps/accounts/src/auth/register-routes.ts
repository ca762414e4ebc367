/**
 * GET/POST /register. The answer after a valid submission is the same whether the address is new or not
 * (so the form cannot be used to find out who is a member); the mail differs: a confirmation link for a new
 * or still unconfirmed address, a "you already have an account" note for a confirmed one.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderRegisterPage, renderRegisterSentPage } from '../pages/auth/register-page.tsx';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowHref } from '../pages/sign-in-flow.ts';
import { alreadyRegisteredMail } from './auth-mails.ts';
import { emailError, normaliseEmail } from './email-address.ts';
import { createMember, findMemberByEmail, setPasswordHash } from './member-accounts.ts';
import { hashPassword } from './password-hashing.ts';
import { passwordErrors } from './password-rules.ts';
import { sendConfirmationMail } from './send-confirmation-mail.ts';

export const registerRoutes: FastifyPluginAsync<RouteDeps & { mailer: Mailer }> = async (
  app,
  { db, config, clock, mailer },
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
    // Hashed whatever happens next, so a new and a known address take the same time to answer.
    const passwordHash = await hashPassword(password);
    const member =
      (await findMemberByEmail(db, email)) ??
      (await createMember(db, { email, passwordHash, now })) ??
      // Registered by a parallel request between the two statements above.
      (await findMemberByEmail(db, email));
    if (!member) throw new Error('a member registered meanwhile could not be found');

    if (member.emailConfirmedAt) {
      await mailer.send(
        alreadyRegisteredMail(email, context.flow.design, {
          login: flowHref('/login', context.flow, {}, config.accountsOrigin),
          forgotPassword: flowHref('/password/forgot', context.flow, {}, config.accountsOrigin),
        }),
      );
    } else {
      // Still unconfirmed: whoever proves they own the mailbox next sets the password, so an address
      // registered by someone else beforehand cannot be taken over with the password they chose.
      if (member.passwordHash !== passwordHash) await setPasswordHash(db, member.id, passwordHash);
      await sendConfirmationMail({ db, config, mailer }, member, context.flow, now);
    }
    return sendPage(reply, renderRegisterSentPage(context, email));
  });
};
