/**
 * GET/POST /points: a member buys festa points by card; GET /points/complete shows the new balance.
 * Rendering the form starts a payment intent (its key in a hidden field): a replayed submit or a
 * duplicate notification never grants twice.
 */
import { pointBalances } from '@hanabi/membership';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Member } from '../members/current-member.ts';
import { pt } from '../pages/billing/billing-ui.tsx';
import { renderCompletionPage } from '../pages/billing/outcome-pages.tsx';
import { type PointsPageState, renderPointsPage } from '../pages/billing/points-page.tsx';
import { formText } from '../pages/form-input.ts';
import { type FormPageContext, formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom, flowHref } from '../pages/sign-in-flow.ts';
import { type BillingDeps, intentKeyFrom, memberOrLogin, newIntentKey, returnUrl } from './billing-http.ts';
import { readCardForm } from './card-form.ts';
import { currentCard } from './card-on-file.ts';
import { cardPaymentState, type PaymentAttempt } from './card-payment-state.ts';
import { findSucceededPayment, type IntentOutcome, resumePayment } from './pay-once.ts';
import { answerPaymentOutcome } from './payment-answers.ts';
import { paymentFailureMessage } from './payment-messages.ts';
import { isTopUpAmount, topUpPoints } from './points-top-up.ts';

const CHOOSE_AMOUNT = '追加するポイント数を選んでください。';

export const pointsRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  const { db, config, clock, payments } = deps;

  async function pageState(member: Member, attempt: PaymentAttempt = {}): Promise<PointsPageState> {
    const points = Number(formText(attempt.body, 'points'));
    return {
      ...(await cardPaymentState(deps, member.id, attempt)),
      balances: await pointBalances(db, member.id, clock()),
      idempotencyKey: newIntentKey(),
      points: isTopUpAmount(points) ? points : undefined,
    };
  }

  function answer(
    reply: FastifyReply,
    context: FormPageContext,
    member: Member,
    outcome: IntentOutcome,
    body: unknown,
  ) {
    if ('foreignKey' in outcome) return reply.redirect(flowHref('/points', context.flow), 303);
    const { payment } = outcome;
    return answerPaymentOutcome(reply, context, outcome, {
      completePath: '/points/complete',
      recheck: {
        action: '/points',
        fields: { idempotency_key: payment.idempotencyKey, points: String(payment.points ?? '') },
      },
      async failed(reason) {
        const state = await pageState(member, { body, problem: paymentFailureMessage(reason) });
        return sendPage(reply, renderPointsPage(context, state), 402);
      },
    });
  }

  app.get('/points', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const member = await memberOrLogin(request, reply, deps, context.flow, '/points');
    if (!member) return reply;
    return sendPage(reply, renderPointsPage(context, await pageState(member)));
  });

  app.post('/points', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const member = await memberOrLogin(request, reply, deps, context.flow, '/points');
    if (!member) return reply;
    const body = request.body;
    const key = intentKeyFrom(formText(body, 'idempotency_key'));
    if (!key) return reply.redirect(flowHref('/points', context.flow), 303);

    const now = clock();
    const resumed = await resumePayment(db, payments, member.id, key, now);
    if (resumed) return answer(reply, context, member, resumed, body);

    const points = Number(formText(body, 'points'));
    const card = await readCardForm(payments, body as Record<string, unknown>, await currentCard(db, member.id));
    if (!isTopUpAmount(points) || !card.ok) {
      const errors = { ...(isTopUpAmount(points) ? {} : { points: CHOOSE_AMOUNT }), ...(card.ok ? {} : card.errors) };
      const state = await pageState(member, { body, errors });
      // Nothing was charged, so the intent (and its key) is still the one on the page.
      return sendPage(reply, renderPointsPage(context, { ...state, idempotencyKey: key }), 422);
    }
    const outcome = await topUpPoints(
      db,
      payments,
      { userId: member.id, idempotencyKey: key, points, cardToken: card.token },
      now,
    );
    return answer(reply, context, member, outcome, body);
  });

  app.get('/points/complete', async (request, reply) => {
    const flow = flowFrom(request.query);
    const member = await memberOrLogin(request, reply, deps, flow, '/points');
    if (!member) return reply;
    const key = intentKeyFrom(formText(request.query, 'key'));
    const payment = await findSucceededPayment(db, member.id, key, 'points_top_up');
    if (!payment) return reply.redirect(flowHref('/points', flow), 303);
    const balances = await pointBalances(db, member.id, clock());
    const page = renderCompletionPage(
      { webOrigin: config.webOrigin, flow },
      {
        title: 'ポイントの追加が完了しました',
        message: `${pt(payment.points ?? 0)}を追加しました。現在の保有ポイントは${pt(balances.total)}です。`,
        returnUrl: returnUrl(config, flow),
      },
    );
    return sendPage(reply, page);
  });
};
