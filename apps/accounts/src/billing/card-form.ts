/**
 * The card part of a payment form: the saved card, or a new card typed in. A new card is tokenised at the
 * processor here; only the token goes further. What was typed is kept for the form's next rendering,
 * except the card number and the security code.
 */
import type { FieldErrors } from '../forms/field-errors.ts';
import type { CardFormValues } from '../pages/billing/card-fields.tsx';
import { cardDigits, isWellFormedCardNumber } from './card-number.ts';
import type { CardOnFile } from './card-on-file.ts';
import { CARD_INPUT_MESSAGES } from './payment-messages.ts';
import type { CardDetails, PaymentProcessor } from './payment-processor.ts';

type Refused = { ok: false; errors: FieldErrors };

/** A saved card can pay unless its last validity check failed. */
export function usableSavedCard(card: CardOnFile | null): CardOnFile | null {
  return card && !card.isInvalid ? card : null;
}

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The values to show again after a failed attempt; the saved card is preselected when there is one. */
export function cardFormValues(body: Record<string, unknown>, savedCard: CardOnFile | null): CardFormValues {
  const choice = usableSavedCard(savedCard) && text(body, 'card_choice') !== 'new' ? 'saved' : 'new';
  return { choice, expMonth: text(body, 'card_exp_month'), expYear: text(body, 'card_exp_year') };
}

/** Reads the fields of a new card and tokenises it at the processor. */
export async function readNewCard(
  processor: PaymentProcessor,
  body: Record<string, unknown>,
): Promise<{ ok: true; card: CardDetails } | Refused> {
  const number = text(body, 'card_number');
  const cvc = text(body, 'card_cvc');
  const expMonth = text(body, 'card_exp_month');
  const expYear = text(body, 'card_exp_year');
  const errors: FieldErrors = {};
  if (number === '') errors.card_number = CARD_INPUT_MESSAGES.numberMissing;
  else if (!isWellFormedCardNumber(cardDigits(number))) errors.card_number = CARD_INPUT_MESSAGES.invalid_number;
  if (expMonth === '' || expYear === '') errors.card_exp_month = CARD_INPUT_MESSAGES.expiryMissing;
  if (cvc === '') errors.card_cvc = CARD_INPUT_MESSAGES.cvcMissing;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const result = await processor.tokenizeCard({ number, expMonth: Number(expMonth), expYear: Number(expYear), cvc });
  if (result.ok) return result;
  const field = {
    invalid_number: 'card_number',
    invalid_expiry: 'card_exp_month',
    expired_card: 'card_exp_month',
    invalid_cvc: 'card_cvc',
  }[result.reason];
  return { ok: false, errors: { [field]: CARD_INPUT_MESSAGES[result.reason] } };
}

/** The token to charge: the saved card's unless the member chose a new one, which is read and tokenised. */
export async function readCardForm(
  processor: PaymentProcessor,
  body: Record<string, unknown>,
  savedCard: CardOnFile | null,
): Promise<{ ok: true; token: string } | Refused> {
  const saved = usableSavedCard(savedCard);
  if (saved && text(body, 'card_choice') !== 'new') return { ok: true, token: saved.processorCardId };
  const typed = await readNewCard(processor, body);
  return typed.ok ? { ok: true, token: typed.card.token } : typed;
}
