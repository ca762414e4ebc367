/**
 * The request form (spec §6): the web client's drawer links subscribed members here with their member id
 * sealed by the API (`uid`, AES-256-GCM with the shared REQUEST_FORM_KEY). The sealed id is what identifies
 * the member, so without a valid one the viewer is sent to log in. Requests are mailed to the operators.
 * It lives with sign-in because it authenticates the member by that id.
 */
import { type AppDatabase, openFestaUserId, subscriptions } from '@hanabi/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import {
  renderRequestFormForMembersPage,
  renderRequestFormPage,
  renderRequestThanksPage,
} from '../pages/request-form/request-form-page.tsx';
import { sendPage } from '../pages/send-page.ts';
import { flowHref } from '../pages/sign-in-flow.ts';
import { findMemberByFestaUserId } from './member-accounts.ts';
import { requestFormErrors } from './request-form-input.ts';
import { requestFormMail } from './request-form-mail.ts';

const MAX_SEALED_LENGTH = 200;

async function hasOpenPlan(db: AppDatabase, userId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .limit(1);
  return open !== undefined;
}

export const requestFormRoutes: FastifyPluginAsync<RouteDeps & { mailer: Mailer }> = async (
  app,
  { db, config, clock, mailer },
) => {
  /** The member of a sealed id, or null when it is missing, forged or of nobody. */
  async function memberOf(uid: unknown) {
    if (typeof uid !== 'string' || uid.length === 0 || uid.length > MAX_SEALED_LENGTH) return null;
    const festaUserId = openFestaUserId(uid, config.requestFormKey);
    return festaUserId === null ? null : findMemberByFestaUserId(db, festaUserId);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/request_form',
    handler: async (request, reply) => {
      const context = await formPageContext(request, reply, config.webOrigin);
      const isPost = request.method === 'POST';
      const uid = isPost ? formText(request.body, 'uid') : (request.query as { uid?: unknown }).uid;
      const member = await memberOf(uid);
      if (!member || typeof uid !== 'string') {
        const login = { design: context.flow.design, destination: `${config.webOrigin}/` };
        return reply.redirect(flowHref('/login', login), 303);
      }
      if (!(await hasOpenPlan(db, member.id))) return sendPage(reply, renderRequestFormForMembersPage(context), 403);
      if (!isPost) return sendPage(reply, renderRequestFormPage(context, { uid }));

      const values = {
        titleName: formText(request.body, 'titleName').trim(),
        message: formText(request.body, 'message').trim(),
      };
      const errors = requestFormErrors(values);
      if (Object.values(errors).some(Boolean)) {
        return sendPage(reply, renderRequestFormPage(context, { uid, values, errors }), 400);
      }
      await mailer.send(requestFormMail(member, values, clock()));
      return sendPage(reply, renderRequestThanksPage(context));
    },
  });
};
