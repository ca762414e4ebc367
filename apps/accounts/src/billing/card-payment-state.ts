/** The card part of a payment page's state: the saved card offered, what was typed, what went wrong. */

import type { FieldErrors } from '../forms/field-errors.ts';
import type { CardPaymentState } from '../pages/billing/card-fields.tsx';
import type { BillingDeps } from './billing-http.ts';
import { cardFormValues, usableSavedCard } from './card-form.ts';
import { currentCard } from './card-on-file.ts';
import { japanDate } from './japan-calendar.ts';
import { isSandboxProcessor } from './sandbox-processor.ts';

/** A failed attempt to show again: the form sent, and its field errors or the processor's refusal. */
export interface PaymentAttempt {
  body?: unknown;
  errors?: FieldErrors;
  problem?: string;
}

export async function cardPaymentState(
  { db, clock, payments }: Pick<BillingDeps, 'db' | 'clock' | 'payments'>,
  userId: number,
  attempt: PaymentAttempt = {},
  { offerSavedCard = true }: { offerSavedCard?: boolean } = {},
): Promise<CardPaymentState> {
  const savedCard = offerSavedCard ? await currentCard(db, userId) : null;
  return {
    savedCard: usableSavedCard(savedCard),
    card: cardFormValues((attempt.body ?? {}) as Record<string, unknown>, savedCard),
    errors: attempt.errors,
    problem: attempt.problem,
    currentYear: Number(japanDate(clock()).slice(0, 4)),
    sandbox: isSandboxProcessor(payments),
  };
}
