/**
 * GET /confirm (the link of the confirmation mail) and the resend form GET/POST /confirm/resend. A resend
 * answers the same for any address and does the same work for it: whether there is a confirmation to send
 * is looked up in the mail outbox, after the answer.
 */
import { createSession, revokeSession, SESSION_COOKIE_NAME, sessionCookieOptions } from '@hanabi/membership';
import type { FastifyPluginAsync } from 'fastify';
import { safeReturnUrl } from '../http/return-destination.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
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
import { mailedRecently, newestRegistrationPassword, useEmailToken } from './email-tokens.ts';
import { findMemberByEmail } from './member-accounts.ts';
import { forgetRegisteringBrowser, isRegisteringBrowser, registeringBrowserHash } from './registering-browser.ts';
import { writeConfirmationMail } from './write-confirmation-mail.ts';

export const confirmRoutes: FastifyPluginAsync<RouteDeps & { outbox: MailOutbox }> = async (
  app,
  { db, config, clock, outbox },
) => {
  app.get('/confirm', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const now = clock();
    const token = (request.query as { token?: unknown }).token;
    const confirmation = await db.transaction(async (tx) => {
      const link = await useEmailToken(tx, token, 'confirm_email', now);
      // The link's registration sets the password: not whoever registered the address last.
      if (!link) return null;
      const gifts = await confirmEmailAddress(tx, link.userId, now, link.passwordHash);
      return { gifts, memberId: link.userId, browserHash: link.browserHash };
    });
    if (confirmation === null) return sendPage(reply, renderConfirmLinkInvalidPage(context), 410);
    const { gifts, memberId } = confirmation;
    const giftsShown = gifts && { present: SIGN_UP_PRESENT, ticketEpisode: gifts.ticketEpisode };

    if (isRegisteringBrowser(request, confirmation.browserHash)) {
      // The browser that registered: signed in here, as after a login (a session it carried before ends),
      // and led back to where the registration started, after the page has said what the gifts are.
      const previousToken = request.cookies[SESSION_COOKIE_NAME];
      if (previousToken) await revokeSession(db, previousToken, now);
      const token = await createSession(db, memberId, now);
      forgetRegisteringBrowser(reply, config.cookie.secure);
      reply
        .setCookie(SESSION_COOKIE_NAME, token, sessionCookieOptions(config.cookie))
        .header('cache-control', 'no-store');
      const returnUrl = safeReturnUrl(context.flow.destination, config.allowedReturnOrigins, config.webOrigin);
      return sendPage(reply, renderAddressConfirmedPage(context, giftsShown, returnUrl));
    }
    return sendPage(reply, renderAddressConfirmedPage(context, giftsShown));
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
    // Asked for again from the registering browser, the new link signs it in like the first one would.
    const browserHash = registeringBrowserHash(request);
    outbox.post(async () => {
      const member = await findMemberByEmail(db, email);
      if (!member || member.emailConfirmedAt || (await mailedRecently(db, member.id, 'confirm_email', now))) {
        return null;
      }
      // The newest registration's mail again, with a fresh link: it is in the mailbox already.
      const passwordHash = (await newestRegistrationPassword(db, member.id)) ?? member.passwordHash;
      return writeConfirmationMail({ db, config }, member, { passwordHash, browserHash }, context.flow, now);
    });
    return sendPage(reply, renderConfirmationResentPage(context));
  });
};
