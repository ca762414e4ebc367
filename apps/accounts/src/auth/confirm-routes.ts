/** GET /confirm (the link of the confirmation mail) and the resend form GET/POST /confirm/resend. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  renderAddressConfirmedPage,
  renderConfirmationResentPage,
  renderConfirmLinkInvalidPage,
  renderResendConfirmationPage,
} from '../pages/auth/confirm-pages.tsx';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { confirmEmailAddress, SIGN_UP_PRESENT } from './confirm-email-address.ts';
import { emailError, normaliseEmail } from './email-address.ts';
import { mailedRecently, useEmailToken } from './email-tokens.ts';
import { findMemberByEmail } from './member-accounts.ts';
import { sendConfirmationMail } from './send-confirmation-mail.ts';

export const confirmRoutes: FastifyPluginAsync<RouteDeps & { mailer: Mailer }> = async (
  app,
  { db, config, clock, mailer },
) => {
  app.get('/confirm', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const now = clock();
    const userId = await useEmailToken(db, (request.query as { token?: unknown }).token, 'confirm_email', now);
    if (userId === null) return sendPage(reply, renderConfirmLinkInvalidPage(context), 410);
    const gifts = await confirmEmailAddress(db, userId, now);
    return sendPage(
      reply,
      renderAddressConfirmedPage(context, gifts && { present: SIGN_UP_PRESENT, ticketEpisode: gifts.ticketEpisode }),
    );
  });

  app.get('/confirm/resend', async (request, reply) =>
    sendPage(reply, renderResendConfirmationPage(await formPageContext(request, reply, config.webOrigin))),
  );

  app.post('/confirm/resend', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const typedEmail = formText(request.body, 'email');
    const email = normaliseEmail(typedEmail);
    const error = emailError(email);
    if (error) return sendPage(reply, renderResendConfirmationPage(context, { email: typedEmail, error }), 400);

    const now = clock();
    const member = await findMemberByEmail(db, email);
    if (member && !member.emailConfirmedAt && !(await mailedRecently(db, member.id, 'confirm_email', now))) {
      await sendConfirmationMail({ db, config, mailer }, member, context.flow, now);
    }
    return sendPage(reply, renderConfirmationResentPage(context));
  });
};
