/** What the billing routes share: who may see a page, where "back" leads, and payment intent keys. */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnUrl } from '../http/return-destination.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { currentMember, type Member } from '../members/current-member.ts';
import { flowHref, type SignInFlow } from '../pages/sign-in-flow.ts';
import type { PaymentProcessor } from './payment-processor.ts';

export interface BillingDeps extends RouteDeps {
  payments: PaymentProcessor;
}

/** Where the member goes back to: their destination when it is one of the product's, else the home page. */
export function returnUrl(config: RouteDeps['config'], flow: SignInFlow): string {
  return safeReturnUrl(flow.destination, config.allowedReturnOrigins, config.webOrigin);
}

/**
 * The signed-in member, or null after sending a guest to log in — with this page (`path` and `extra`
 * query parameters, keeping the flow) as the destination, so they come back here afterwards.
 */
export async function memberOrLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, config, clock }: RouteDeps,
  flow: SignInFlow,
  path: string,
  extra: Record<string, string> = {},
): Promise<Member | null> {
  const member = await currentMember(request, db, clock());
  if (member) return member;
  const here = flowHref(path, flow, extra, config.accountsOrigin);
  reply
    .header('cache-control', 'no-store')
    .redirect(flowHref('/login', { design: flow.design, destination: here }), 303);
  return null;
}

/** A new payment intent's idempotency key. */
export const newIntentKey = (): string => randomUUID();

const INTENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The intent key of a form or query, or null when it is missing or not one of ours. */
export function intentKeyFrom(value: unknown): string | null {
  return typeof value === 'string' && INTENT_KEY.test(value) ? value : null;
}
