/**
 * POST /entry pays for the plan chosen on the confirm page; GET /entry/carrier-return is where a carrier
 * sends the member back after approving or cancelling; GET /entry/complete says the plan has started.
 * Every answer about a payment comes from its intent key, so a reload or a second submit shows the
 * first outcome again instead of paying twice.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Member } from '../members/current-member.ts';
import { japaneseDay } from '../pages/billing/billing-ui.tsx';
import { planTitle } from '../pages/billing/entry-choice-page.tsx';
import { renderEntryConfirmPage } from '../pages/billing/entry-confirm-page.tsx';
import { renderCompletionPage } from '../pages/billing/outcome-pages.tsx';
import { formText } from '../pages/form-input.ts';
import { renderMessagePage } from '../pages/message-page.tsx';
import { type FormPageContext, formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom, flowHref } from '../pages/sign-in-flow.ts';
import { type BillingDeps, intentKeyFrom, memberOrLogin, returnUrl } from './billing-http.ts';
import { readCardForm } from './card-form.ts';
import { currentCard } from './card-on-file.ts';
import { confirmState, entryChoice, methodFrom, planFrom } from './entry-routes.ts';
import { findSucceededPayment, resumePayment } from './pay-once.ts';
import { answerPaymentOutcome } from './payment-answers.ts';
import { AWAITING_CARRIER_MESSAGE, PAYMENT_IN_PROGRESS_MESSAGE, paymentFailureMessage } from './payment-messages.ts';
import type { ChargeSource } from './payment-processor.ts';
import { type EntryResult, enterPlan, planKeyOf } from './plan-entry.ts';
import { openSubscription } from './subscriptions.ts';

export const entryPaymentRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  const { db, config, clock, payments } = deps;

  /** Shows the member what became of their entry payment. */
  async function answer(
    reply: FastifyReply,
    context: FormPageContext,
    member: Member,
    outcome: EntryResult,
    body: unknown,
  ): Promise<FastifyReply> {
    const { flow } = context;
    if ('refusal' in outcome) {
      if (outcome.refusal === 'already_member') return reply.redirect(returnUrl(config, flow), 303);
      const carrier = outcome.refusal === 'awaiting_carrier_approval' ? outcome.approvalUrl : undefined;
      const page = renderMessagePage(config.webOrigin, {
        title: 'お支払いの手続き中です',
        message: carrier ? AWAITING_CARRIER_MESSAGE : PAYMENT_IN_PROGRESS_MESSAGE,
        design: flow.design,
        links: carrier ? [{ href: carrier, label: '携帯電話会社の画面に戻る' }] : [],
      });
      return sendPage(reply, page, 409);
    }
    if ('foreignKey' in outcome) return reply.redirect(flowHref('/entry', flow), 303);

    const { payment } = outcome;
    const plan = planKeyOf(payment.planId) ?? 'lite';
    return answerPaymentOutcome(reply, context, outcome, {
      completePath: '/entry/complete',
      recheck: { action: '/entry', fields: { plan, method: payment.method, idempotency_key: payment.idempotencyKey } },
      async failed(reason) {
        if (payment.method !== 'credit') {
          return reply.redirect(flowHref('/entry', flow, { plan, method: payment.method, error: reason }), 303);
        }
        const problem = paymentFailureMessage(reason);
        const state = await confirmState(deps, member, { plan, method: 'credit' }, { body, problem });
        return sendPage(reply, renderEntryConfirmPage(context, state), 402);
      },
    });
  }

  app.post('/entry', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const { flow } = context;
    const body = request.body;
    const member = await memberOrLogin(request, reply, deps, flow, '/entry', entryChoice(body));
    if (!member) return reply;
    const plan = planFrom(formText(body, 'plan'));
    const method = methodFrom(formText(body, 'method'));
    const key = intentKeyFrom(formText(body, 'idempotency_key'));
    if (!plan || !method || !key) return reply.redirect(flowHref('/entry', flow, entryChoice(body)), 303);

    const now = clock();
    const resumed = await resumePayment(db, payments, member.id, key, now);
    if (resumed) return answer(reply, context, member, resumed, body);
    if (await openSubscription(db, member.id)) return reply.redirect(returnUrl(config, flow), 303);

    let source: ChargeSource;
    if (method === 'credit') {
      const card = await readCardForm(payments, body as Record<string, unknown>, await currentCard(db, member.id));
      if (!card.ok) {
        const state = await confirmState(deps, member, { plan, method }, { body, errors: card.errors });
        // Nothing was charged, so the intent (and its key) is still the one on the page.
        return sendPage(reply, renderEntryConfirmPage(context, { ...state, idempotencyKey: key }), 422);
      }
      source = { kind: 'card', token: card.token };
    } else {
      const back = flowHref('/entry/carrier-return', flow, { key }, config.accountsOrigin);
      source = { kind: 'carrier', carrier: method, returnUrl: back };
    }
    const outcome = await enterPlan(
      db,
      payments,
      { userId: member.id, idempotencyKey: key, plan, method, source },
      now,
    );
    return answer(reply, context, member, outcome, body);
  });

  app.get('/entry/carrier-return', async (request, reply) => {
    const context = await formPageContext(request, reply, config.webOrigin);
    const member = await memberOrLogin(request, reply, deps, context.flow, '/entry');
    if (!member) return reply;
    const key = intentKeyFrom(formText(request.query, 'key'));
    const outcome = key ? await resumePayment(db, payments, member.id, key, clock()) : null;
    if (!outcome) return reply.redirect(flowHref('/entry', context.flow), 303);
    return answer(reply, context, member, outcome, {});
  });

  app.get('/entry/complete', async (request, reply) => {
    const flow = flowFrom(request.query);
    const member = await memberOrLogin(request, reply, deps, flow, '/entry');
    if (!member) return reply;
    const key = intentKeyFrom(formText(request.query, 'key'));
    const payment = await findSucceededPayment(db, member.id, key, 'plan_entry');
    const plan = planKeyOf(payment?.planId ?? null);
    if (!plan) return reply.redirect(flowHref('/entry', flow), 303);
    const subscription = await openSubscription(db, member.id);
    const page = renderCompletionPage(
      { webOrigin: config.webOrigin, flow },
      {
        title: `${planTitle(plan)}への入会が完了しました`,
        message: subscription
          ? `見放題の作品をすぐにお楽しみいただけます。次回のお支払い日は${japaneseDay(subscription.nextPaymentDay)}です。`
          : '見放題の作品をお楽しみください。',
        returnUrl: returnUrl(config, flow),
      },
    );
    return sendPage(reply, page);
  });
};
