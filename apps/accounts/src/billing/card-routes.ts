/**
 * GET/POST /card: registering a new card in place of the current one. The card is checked at the
 * processor first; a working card replaces the old one and lifts a scheduled forced cancellation.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Member } from '../members/current-member.ts';
import { cardLabel } from '../pages/billing/card-fields.tsx';
import { type CardPageState, renderCardPage } from '../pages/billing/card-page.tsx';
import { renderCompletionPage } from '../pages/billing/outcome-pages.tsx';
import { type FormPageContext, formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom, flowHref } from '../pages/sign-in-flow.ts';
import { type BillingDeps, memberOrLogin, returnUrl } from './billing-http.ts';
import { readNewCard } from './card-form.ts';
import { currentCard, replaceCard } from './card-on-file.ts';
import { cardPaymentState, type PaymentAttempt } from './card-payment-state.ts';
import { paymentFailureMessage } from './payment-messages.ts';
import { openSubscription } from './subscriptions.ts';

export const cardRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  const { db, config, clock, payments } = deps;

  async function page(
    reply: FastifyReply,
    context: FormPageContext,
    member: Member,
    attempt: PaymentAttempt = {},
    statusCode = 200,
  ) {
    const state: CardPageState = {
      ...(await cardPaymentState(deps, member.id, attempt, { offerSavedCard: false })),
      current: await currentCard(db, member.id),
      forcedCancelDate: (await openSubscription(db, member.id))?.forcedCancelScheduledDate ?? null,
    };
    return sendPage(reply, renderCardPage(context, state), statusCode);
  }

  app.get('/card', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const member = await memberOrLogin(request, reply, deps, context.flow, '/card');
    if (!member) return reply;
    return page(reply, context, member);
  });

  app.post('/card', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const member = await memberOrLogin(request, reply, deps, context.flow, '/card');
    if (!member) return reply;
    const body = request.body;
    const typed = await readNewCard(payments, body as Record<string, unknown>);
    if (!typed.ok) return page(reply, context, member, { body, errors: typed.errors }, 422);
    const { card } = typed;
    const validity = await payments.checkCard(card.token);
    if (!validity.valid) {
      return page(reply, context, member, { body, problem: paymentFailureMessage(validity.reason) }, 402);
    }
    await db.transaction((tx) => replaceCard(tx, member.id, card, clock()));
    return reply.redirect(flowHref('/card/complete', context.flow), 303);
  });

  app.get('/card/complete', async (request, reply) => {
    const flow = flowFrom(request.query);
    const member = await memberOrLogin(request, reply, deps, flow, '/card');
    if (!member) return reply;
    const card = await currentCard(db, member.id);
    if (!card || card.isInvalid) return reply.redirect(flowHref('/card', flow), 303);
    const done = renderCompletionPage(
      { webOrigin: config.webOrigin, flow },
      {
        title: 'カードを登録しました',
        message: `今後のお支払いには ${cardLabel(card)} を使います。`,
        returnUrl: returnUrl(config, flow),
      },
    );
    return sendPage(reply, done);
  });
};
