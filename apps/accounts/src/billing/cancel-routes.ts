/**
 * GET/POST /plan/cancel: a member ends their plan, after a short confirmation. The plan ends at once
 * (ended_at, end_reason 'canceled'); its row stays as subscription history. Members without a plan are
 * sent back to where they came from.
 */
import type { FastifyPluginAsync } from 'fastify';
import { renderCancelPage } from '../pages/billing/cancel-page.tsx';
import { renderCompletionPage } from '../pages/billing/outcome-pages.tsx';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom, flowHref } from '../pages/sign-in-flow.ts';
import { type BillingDeps, memberOrLogin, returnUrl } from './billing-http.ts';
import { planKeyOf } from './plan-entry.ts';
import { endSubscription, latestSubscription, openSubscription } from './subscriptions.ts';

export const cancelRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  const { db, config, clock } = deps;

  app.get('/plan/cancel', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const member = await memberOrLogin(request, reply, deps, context.flow, '/plan/cancel');
    if (!member) return reply;
    const subscription = await openSubscription(db, member.id);
    const plan = planKeyOf(subscription?.planId ?? null);
    if (!subscription || !plan) return reply.redirect(returnUrl(config, context.flow), 303);
    const page = renderCancelPage(context, {
      plan,
      method: subscription.paymentMethod,
      returnUrl: returnUrl(config, context.flow),
    });
    return sendPage(reply, page);
  });

  app.post('/plan/cancel', async (request, reply) => {
    const flow = flowFrom(request.body);
    const member = await memberOrLogin(request, reply, deps, flow, '/plan/cancel');
    if (!member) return reply;
    const subscription = await openSubscription(db, member.id);
    if (!subscription) return reply.redirect(returnUrl(config, flow), 303);
    await endSubscription(db, subscription.id, 'canceled', clock());
    return reply.redirect(flowHref('/plan/cancel/complete', flow), 303);
  });

  app.get('/plan/cancel/complete', async (request, reply) => {
    const flow = flowFrom(request.query);
    const member = await memberOrLogin(request, reply, deps, flow, '/plan/cancel');
    if (!member) return reply;
    const latest = await latestSubscription(db, member.id);
    if (latest?.endReason !== 'canceled') return reply.redirect(returnUrl(config, flow), 303);
    const page = renderCompletionPage(
      { webOrigin: config.webOrigin, flow },
      {
        title: '解約が完了しました',
        message: 'ご利用ありがとうございました。またいつでも入会いただけます。',
        returnUrl: returnUrl(config, flow),
      },
    );
    return sendPage(reply, page);
  });
};
