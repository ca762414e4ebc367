/**
 * GET /entry (choose a plan and a payment method) and GET /entry/confirm (confirm, and for a card type it
 * in). Only free members: guests are sent to log in and come back; lite and premium members are sent
 * back to where they came from, the home page by default (spec §2 /entry, §6).
 */
import { type PaidPlanKey, PLAN_PAYMENT_METHODS, type PlanPaymentMethod } from '@hanabi/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Member } from '../members/current-member.ts';
import { renderEntryChoicePage } from '../pages/billing/entry-choice-page.tsx';
import { type EntryConfirmState, renderEntryConfirmPage } from '../pages/billing/entry-confirm-page.tsx';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom, flowHref } from '../pages/sign-in-flow.ts';
import { type BillingDeps, memberOrLogin, newIntentKey, returnUrl } from './billing-http.ts';
import { cardPaymentState, type PaymentAttempt } from './card-payment-state.ts';
import { nextPaymentDay } from './japan-calendar.ts';
import { isKnownFailureReason, paymentFailureMessage } from './payment-messages.ts';
import { openSubscription } from './subscriptions.ts';

export function planFrom(value: unknown): PaidPlanKey | undefined {
  return value === 'lite' || value === 'premium' ? value : undefined;
}

export function methodFrom(value: unknown): PlanPaymentMethod | undefined {
  return PLAN_PAYMENT_METHODS.find((method) => method === value);
}

/** The plan and method of a query or form, for links back to the choice. */
export function entryChoice(source: unknown): Record<string, string> {
  const plan = planFrom(formText(source, 'plan'));
  const method = methodFrom(formText(source, 'method'));
  return { ...(plan && { plan }), ...(method && { method }) };
}

/** Everything the confirm page shows, for a new intent or again after a failed attempt. */
export async function confirmState(
  deps: BillingDeps,
  member: Member,
  choice: { plan: PaidPlanKey; method: PlanPaymentMethod },
  attempt: PaymentAttempt = {},
): Promise<EntryConfirmState> {
  return {
    ...choice,
    ...(await cardPaymentState(deps, member.id, attempt)),
    idempotencyKey: newIntentKey(),
    nextPaymentDay: nextPaymentDay(deps.clock()),
  };
}

export const entryRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  const { db, config } = deps;

  /** The free member on this page, or null once a guest or a plan member has been redirected. */
  async function freeMember(request: FastifyRequest, reply: FastifyReply, path: string): Promise<Member | null> {
    const flow = flowFrom(request.query);
    const member = await memberOrLogin(request, reply, deps, flow, path, entryChoice(request.query));
    if (!member) return null;
    if (await openSubscription(db, member.id)) {
      reply.redirect(returnUrl(config, flow), 303);
      return null;
    }
    return member;
  }

  app.get('/entry', async (request, reply) => {
    if (!(await freeMember(request, reply, '/entry'))) return reply;
    const context = await formPageContext(request, reply, config.webOrigin);
    const error = formText(request.query, 'error');
    return sendPage(
      reply,
      renderEntryChoicePage(context, {
        plan: planFrom(formText(request.query, 'plan')),
        method: methodFrom(formText(request.query, 'method')),
        problem: isKnownFailureReason(error) ? paymentFailureMessage(error) : undefined,
      }),
    );
  });

  app.get('/entry/confirm', async (request, reply) => {
    const member = await freeMember(request, reply, '/entry/confirm');
    if (!member) return reply;
    const context = await formPageContext(request, reply, config.webOrigin);
    const plan = planFrom(formText(request.query, 'plan'));
    const method = methodFrom(formText(request.query, 'method'));
    if (!plan || !method) return reply.redirect(flowHref('/entry', context.flow, entryChoice(request.query)), 303);
    return sendPage(reply, renderEntryConfirmPage(context, await confirmState(deps, member, { plan, method })));
  });
};
