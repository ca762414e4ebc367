/**
 * A free member joins the lite or premium plan (spec §2 /entry, §4). The payment is charged once per
 * intent (pay-once.ts); a member is never charged for a second plan, even from two tabs with two intents:
 * a new entry is refused while the member has a plan or another entry payment is still pending.
 */
import { type PaidPlanKey, PLANS, type PlanPaymentMethod } from '@hanabi/contract';
import { type AppDatabase, payments } from '@hanabi/db';
import { and, eq, ne } from 'drizzle-orm';
import { type IntentOutcome, payOnce, reconcilePayment } from './pay-once.ts';
import type { ChargeSource, PaymentProcessor } from './payment-processor.ts';
import { openSubscription } from './subscriptions.ts';

export type EntryRefusal = 'already_member' | 'payment_in_progress';

export type EntryResult =
  | IntentOutcome
  | { refusal: EntryRefusal }
  /** An earlier entry waits on the carrier's page: finish or cancel it there first. */
  | { refusal: 'awaiting_carrier_approval'; approvalUrl: string };

export interface PlanEntryRequest {
  userId: number;
  idempotencyKey: string;
  plan: PaidPlanKey;
  method: PlanPaymentMethod;
  source: ChargeSource;
}

/** The plan a payment or subscription row names by id. */
export function planKeyOf(planId: number | null): PaidPlanKey | undefined {
  return (Object.keys(PLANS) as PaidPlanKey[]).find((key) => PLANS[key].id === planId);
}

export function planEntryDescription(plan: PaidPlanKey): string {
  return `Hanabi ${PLANS[plan].name}プラン 月額料金`;
}

function pendingEntries(db: AppDatabase, userId: number, exceptKey: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'plan_entry'),
        eq(payments.status, 'pending'),
        ne(payments.idempotencyKey, exceptKey),
      ),
    );
}

async function entryGuard(tx: AppDatabase, userId: number, exceptKey: string): Promise<EntryRefusal | null> {
  if (await openSubscription(tx, userId)) return 'already_member';
  return (await pendingEntries(tx, userId, exceptKey)).length > 0 ? 'payment_in_progress' : null;
}

export async function enterPlan(
  db: AppDatabase,
  processor: PaymentProcessor,
  request: PlanEntryRequest,
  now: Date,
): Promise<EntryResult> {
  // An earlier entry left pending (a timeout, a carrier page left open) may have settled meanwhile.
  for (const pending of await pendingEntries(db, request.userId, request.idempotencyKey)) {
    const earlier = await reconcilePayment(db, processor, pending, now);
    if (earlier.status === 'awaiting_approval') {
      return { refusal: 'awaiting_carrier_approval', approvalUrl: earlier.approvalUrl };
    }
  }
  const plan = PLANS[request.plan];
  return payOnce(
    db,
    processor,
    {
      userId: request.userId,
      idempotencyKey: request.idempotencyKey,
      purpose: 'plan_entry',
      amountYen: plan.monthlyPriceYen,
      method: request.method,
      planId: plan.id,
      description: planEntryDescription(request.plan),
      source: request.source,
    },
    now,
    (tx, userId) => entryGuard(tx, userId, request.idempotencyKey),
  );
}
