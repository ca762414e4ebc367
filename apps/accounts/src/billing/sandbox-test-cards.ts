/**
 * The sandbox's documented test cards (decision 0010, README). Every number is Luhn-valid; any other
 * Luhn-valid number behaves like 4242 4242 4242 4242. Expiry: any future month; CVC: any 3 or 4 digits.
 */
export const TEST_CARD_BEHAVIOURS = [
  'succeeds',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'processing_error',
  'times_out',
  'notifies_twice',
  'fails_validity_check',
  'refund_declined',
  'refund_times_out',
  'refund_duplicate',
] as const;
export type TestCardBehaviour = (typeof TEST_CARD_BEHAVIOURS)[number];

export const SANDBOX_TEST_CARDS: readonly { number: string; behaviour: TestCardBehaviour; what: string }[] = [
  { number: '4242 4242 4242 4242', behaviour: 'succeeds', what: 'Visa: every charge succeeds' },
  { number: '5555 5555 5555 4444', behaviour: 'succeeds', what: 'Mastercard: every charge succeeds' },
  { number: '3530 1113 3330 0000', behaviour: 'succeeds', what: 'JCB: every charge succeeds' },
  { number: '4000 0000 0000 0002', behaviour: 'card_declined', what: 'declined by the issuer (card_declined)' },
  { number: '4000 0000 0000 9995', behaviour: 'insufficient_funds', what: 'declined: insufficient funds' },
  { number: '4000 0000 0000 0069', behaviour: 'expired_card', what: 'declined: the card has expired' },
  { number: '4000 0000 0000 0119', behaviour: 'processing_error', what: 'fails at the processor (processing_error)' },
  {
    number: '4000 0000 0000 0101',
    behaviour: 'times_out',
    what: 'the charge times out; looked up by its idempotency key it turns out succeeded',
  },
  {
    number: '4000 0000 0000 0200',
    behaviour: 'notifies_twice',
    what: 'succeeds, and its notification is delivered twice',
  },
  {
    number: '4000 0000 0000 0341',
    behaviour: 'fails_validity_check',
    what: 'charges succeed, but the periodic validity check fails',
  },
  { number: '4000 0000 0000 3212', behaviour: 'refund_declined', what: 'charges succeed; refunds are declined' },
  {
    number: '4000 0000 0000 3220',
    behaviour: 'refund_times_out',
    what: 'charges succeed; the first refund times out though it was made, and asking again with its key finds it',
  },
  {
    number: '4000 0000 0000 3238',
    behaviour: 'refund_duplicate',
    what: 'charges succeed; a refund is answered as a duplicate: the charge was refunded already, elsewhere',
  },
];

const BEHAVIOUR_BY_NUMBER = new Map(
  SANDBOX_TEST_CARDS.map((card) => [card.number.replaceAll(' ', ''), card.behaviour]),
);

/** How the sandbox treats a (digits-only, Luhn-valid) card number. */
export function testCardBehaviour(digits: string): TestCardBehaviour {
  return BEHAVIOUR_BY_NUMBER.get(digits) ?? 'succeeds';
}
