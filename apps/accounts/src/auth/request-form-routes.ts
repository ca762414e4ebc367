/**
 * The request form (spec §6): the web client's drawer links subscribed members here with their member id
 * sealed by the API (`?uid=`, AES-256-GCM with the shared REQUEST_FORM_KEY, valid for 30 minutes). The
 * sealed id is what identifies the member, so without a valid one the viewer is sent to log in. It rides in
 * the address for one hop only: this service opens it, keeps a copy sealed afresh in a cookie of this page
 * and redirects to the bare address, so the id stays out of the address bar, the history and Referer
 * headers, and the log redacts it (decision 0037). Requests are mailed to the operators. It lives with
 * sign-in because it authenticates the member by that id.
 */
import { type AppDatabase, subscriptions } from '@hanabi/db';
import { openFestaUserId, sealFestaUserId } from '@hanabi/membership';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requestFormErrors } from '../forms/request-form-input.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { formText } from '../pages/form-input.ts';
import { type FormPageContext, formPageContext } from '../pages/page-context.ts';
import {
  renderRequestFormExpiredPage,
  renderRequestFormForMembersPage,
  renderRequestFormPage,
  renderRequestThanksPage,
} from '../pages/request-form/request-form-page.tsx';
import { sendPage } from '../pages/send-page.ts';
import { flowHref } from '../pages/sign-in-flow.ts';
import { findMemberByFestaUserId, type MemberAccount } from './member-accounts.ts';
import { requestFormMail } from './request-form-mail.ts';

const MAX_SEALED_LENGTH = 200;
/** Holds the sealed member id while the form is open. */
const SEALED_ID_COOKIE = 'request_form_member';

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
  // A session cookie: the sealed value inside expires on its own, and is still there to say so when it has.
  const cookieOptions = {
    path: '/request_form',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookie.secure,
  } as const;

  /** The member of a sealed id; 'expired' when it was valid once; null when it is missing, forged or of nobody. */
  async function memberOf(sealed: unknown): Promise<MemberAccount | 'expired' | null> {
    if (typeof sealed !== 'string' || sealed.length === 0 || sealed.length > MAX_SEALED_LENGTH) return null;
    const opening = openFestaUserId(sealed, config.requestFormKey, clock());
    if (opening.status === 'expired') return 'expired';
    return opening.status === 'valid' ? findMemberByFestaUserId(db, opening.festaUserId) : null;
  }

  /** Half an hour from now to send the form: the id is sealed afresh whenever the form is shown. */
  function keepSealedId(reply: FastifyReply, member: MemberAccount): void {
    void reply.setCookie(
      SEALED_ID_COOKIE,
      sealFestaUserId(member.festaUserId, config.requestFormKey, clock()),
      cookieOptions,
    );
  }

  type Admission = { member: MemberAccount } | { refused: FastifyReply };

  /** The member the sealed id names, when they may use the form; otherwise the answer already sent. */
  async function admit(reply: FastifyReply, context: FormPageContext, sealed: unknown): Promise<Admission> {
    const member = await memberOf(sealed);
    if (member === 'expired') {
      void reply.clearCookie(SEALED_ID_COOKIE, cookieOptions);
      return { refused: sendPage(reply, renderRequestFormExpiredPage(context), 403) };
    }
    if (!member) {
      const login = { design: context.flow.design, destination: `${config.webOrigin}/` };
      return { refused: reply.redirect(flowHref('/login', login), 303) };
    }
    if (!(await hasOpenPlan(db, member.id))) {
      return { refused: sendPage(reply, renderRequestFormForMembersPage(context), 403) };
    }
    return { member };
  }

  app.get('/request_form', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const uid = (request.query as { uid?: unknown }).uid;
    const admission = await admit(reply, context, uid ?? request.cookies[SEALED_ID_COOKIE]);
    if ('refused' in admission) return admission.refused;
    keepSealedId(reply, admission.member);
    if (uid === undefined) return sendPage(reply, renderRequestFormPage(context));
    // Arriving from Hanabi: the id has moved from the address into the cookie; on to the bare address.
    return reply.header('cache-control', 'no-store').redirect(flowHref('/request_form', context.flow), 303);
  });

  app.post('/request_form', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const admission = await admit(reply, context, request.cookies[SEALED_ID_COOKIE]);
    if ('refused' in admission) return admission.refused;
    const values = {
      titleName: formText(request.body, 'titleName').trim(),
      message: formText(request.body, 'message').trim(),
    };
    const errors = requestFormErrors(values);
    if (Object.values(errors).some(Boolean)) {
      keepSealedId(reply, admission.member);
      return sendPage(reply, renderRequestFormPage(context, { values, errors }), 400);
    }
    await mailer.send(requestFormMail(admission.member, values, clock()));
    void reply.clearCookie(SEALED_ID_COOKIE, cookieOptions);
    return sendPage(reply, renderRequestThanksPage(context));
  });
};
