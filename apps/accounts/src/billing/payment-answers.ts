/** How a payment's outcome is answered to the browser, the same way for plan entry and points top-up. */
import type { FastifyReply } from 'fastify';
import { renderPaymentPendingPage } from '../pages/billing/outcome-pages.tsx';
import type { FormPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowHref } from '../pages/sign-in-flow.ts';
import type { PaymentOutcome } from './pay-once.ts';

export interface OutcomeAnswers {
  /** The completion page, given the intent key. */
  completePath: string;
  /** Where the pending page's "check the result" form posts, with the fields that replay the intent. */
  recheck: { action: string; fields: Record<string, string> };
  /** The card was declined or the charge failed: let the member try again. */
  failed(reason: string): Promise<FastifyReply>;
}

export function answerPaymentOutcome(
  reply: FastifyReply,
  context: FormPageContext,
  outcome: PaymentOutcome,
  answers: OutcomeAnswers,
): FastifyReply | Promise<FastifyReply> {
  switch (outcome.status) {
    case 'succeeded':
      // A completion page of its own (post/redirect/get): reloading it shows it again and pays nothing.
      return reply.redirect(flowHref(answers.completePath, context.flow, { key: outcome.payment.idempotencyKey }), 303);
    case 'awaiting_approval':
      return reply.redirect(outcome.approvalUrl, 303);
    case 'pending':
      return sendPage(reply, renderPaymentPendingPage(context, answers.recheck), 202);
    default:
      return answers.failed(outcome.reason);
  }
}
