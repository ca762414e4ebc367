/**
 * Password reset: GET/POST /password/forgot asks for a link — the same answer and the same work for any
 * address: whether it belongs to a member is looked up in the mail outbox, after the answer — and GET/POST
 * /password/reset?token= sets the new password. Setting it ends every session of the member — whoever knew
 * the old password is signed out everywhere — and, the link having reached the mailbox, confirms the address.
 */
import { revokeAllSessions } from '@hanabi/membership';
import { hashPassword } from '@hanabi/passwords';
import type { FastifyPluginAsync } from 'fastify';
import { passwordErrors } from '../forms/password-rules.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import {
  renderForgotPasswordPage,
  renderForgotPasswordSentPage,
  renderPasswordChangedPage,
  renderResetLinkInvalidPage,
  renderResetPasswordPage,
} from '../pages/auth/password-pages.tsx';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowHref } from '../pages/sign-in-flow.ts';
import { passwordResetMail } from './auth-mails.ts';
import { confirmEmailAddress } from './confirm-email-address.ts';
import { emailError, normaliseEmail } from './email-address.ts';
import { issueEmailToken, mailedRecently, peekEmailToken, retireEmailTokens, useEmailToken } from './email-tokens.ts';
import { findMemberByEmail, setPasswordHash } from './member-accounts.ts';

export const passwordResetRoutes: FastifyPluginAsync<RouteDeps & { outbox: MailOutbox }> = async (
  app,
  { db, config, clock, outbox },
) => {
  app.get('/password/forgot', async (request, reply) =>
    sendPage(reply, renderForgotPasswordPage(await formPageContext(request, reply, config.webOrigin))),
  );

  app.post('/password/forgot', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const typedEmail = formText(request.body, 'email');
    const email = normaliseEmail(typedEmail);
    const error = emailError(email);
    if (error) {
      return sendPage(reply, renderForgotPasswordPage(context, { email: typedEmail, errors: { email: error } }), 400);
    }
    const now = clock();
    outbox.post(async () => {
      const member = await findMemberByEmail(db, email);
      if (!member || (await mailedRecently(db, member.id, 'reset_password', now))) return null;
      const token = await issueEmailToken(db, member.id, { purpose: 'reset_password' }, now);
      const link = flowHref('/password/reset', context.flow, { token }, config.accountsOrigin);
      return passwordResetMail(member.email, context.flow.design, link);
    });
    return sendPage(reply, renderForgotPasswordSentPage(context));
  });

  app.get('/password/reset', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || (await peekEmailToken(db, token, 'reset_password', clock())) === null) {
      return sendPage(reply, renderResetLinkInvalidPage(context), 410);
    }
    return sendPage(reply, renderResetPasswordPage(context, { token }));
  });

  app.post('/password/reset', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const token = formText(request.body, 'token');
    const password = formText(request.body, 'password');
    const errors = passwordErrors(password, formText(request.body, 'passwordConfirmation'));
    if (Object.values(errors).some(Boolean)) {
      return sendPage(reply, renderResetPasswordPage(context, { token, errors }), 400);
    }
    const passwordHash = await hashPassword(password);
    const now = clock();
    const changed = await db.transaction(async (tx) => {
      const link = await useEmailToken(tx, token, 'reset_password', now);
      if (link === null) return false;
      const { userId } = link;
      await setPasswordHash(tx, userId, passwordHash);
      await revokeAllSessions(tx, userId, now);
      await retireEmailTokens(tx, userId, 'reset_password', now);
      await confirmEmailAddress(tx, userId, now);
      return true;
    });
    if (!changed) return sendPage(reply, renderResetLinkInvalidPage(context), 410);
    return sendPage(reply, renderPasswordChangedPage(context));
  });
};
