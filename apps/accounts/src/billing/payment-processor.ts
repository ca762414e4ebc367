/**
 * The boundary to the card processor and the carriers' billing. The sandbox implementation
 * (sandbox-processor.ts) behaves like a real processor; a production one plugs in here. Decision 0010
 * explains the contract: idempotency keys, timeouts, reconciliation and duplicate notifications.
 */

/** The carriers whose phone bill can pay a plan (spec §3 plan_payment_method). */
export const CARRIERS = ['au', 'docomo', 'softbank_a', 'softbank_b'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** A card on file at the processor: what may be stored and shown, never the number itself. */
export interface CardDetails {
  /** The processor's reusable id of the card. */
  token: string;
  /** `Visa`, `Mastercard`, `JCB`, `American Express`, `Diners Club` or `その他`. */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TokenizeResult =
  | { ok: true; card: CardDetails }
  | { ok: false; reason: 'invalid_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' };

export type ChargeSource =
  | { kind: 'card'; token: string }
  /** The member approves on the carrier's page, then the carrier sends the browser to `returnUrl`. */
  | { kind: 'carrier'; carrier: Carrier; returnUrl: string };

export interface ChargeRequest {
  /** One per payment intent: asking again with the same key returns the first charge, never a second. */
  idempotencyKey: string;
  source: ChargeSource;
  amountYen: number;
  /** Shown on the statement and the carrier's approval page. */
  description: string;
}

/** Why the card's bank or the carrier said no; the member can try another card or method. */
export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'canceled_by_member';
/** The processor could not complete the charge; nothing was taken. */
export type FailureReason = 'processing_error';

interface ChargeCommon {
  /** The processor's id of the charge. */
  id: string;
  idempotencyKey: string;
  amountYen: number;
  description: string;
  source: { kind: 'card'; card: CardDetails } | { kind: 'carrier'; carrier: Carrier };
}

export type ProcessorCharge = ChargeCommon &
  (
    | { status: 'succeeded' }
    | { status: 'declined'; reason: DeclineReason }
    | { status: 'failed'; reason: FailureReason }
    /** Carrier billing: nothing is taken until the member approves at `approvalUrl`. */
    | { status: 'awaiting_approval'; approvalUrl: string }
  );

export interface RefundRequest {
  /** One per refund: asking again with the same key returns the first refund, never a second. */
  idempotencyKey: string;
  /** The processor's id of the succeeded charge to give back. */
  chargeId: string;
  amountYen: number;
  /** Why, for the processor's records and the member's statement. */
  reason: string;
}

/** Money given back for a charge. */
export interface ProcessorRefund {
  /** The processor's id of the refund. */
  id: string;
  idempotencyKey: string;
  chargeId: string;
  amountYen: number;
}

export type CardValidity =
  | { valid: true }
  | { valid: false; reason: 'card_declined' | 'expired_card' | 'unknown_card' };

/** The processor's word that a charge settled. The same event may be delivered more than once. */
export interface ProcessorNotification {
  eventId: string;
  type: 'charge.succeeded' | 'charge.failed';
  charge: ProcessorCharge;
}

export type NotificationHandler = (notification: ProcessorNotification) => Promise<void>;

/**
 * The processor did not answer in time. The charge may or may not have happened: record the payment as
 * pending and look the charge up by its idempotency key (`findCharge`) instead of charging again.
 */
export class PaymentTimeoutError extends Error {
  override readonly name = 'PaymentTimeoutError';
}

/** Why the processor would not give a charge back (decision 0054). */
export type RefundRefusal =
  /** The issuer or the carrier refused the refund; nothing was given back. */
  | 'refund_declined'
  /** The charge was refunded already, under another request (e.g. at the processor's dashboard). */
  | 'already_refunded'
  /** The processor knows no succeeded charge with this id. */
  | 'unknown_charge';

/** The processor answered a refund with no; `existingRefundId` names the earlier refund of `already_refunded`. */
export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';

  constructor(
    readonly reason: RefundRefusal,
    readonly existingRefundId: string | null = null,
  ) {
    super(`The processor refused the refund: ${reason}`);
  }
}

export interface PaymentProcessor {
  readonly name: string;
  /** Turns what the member typed into a reusable card token; the number and CVC go no further. */
  tokenizeCard(input: CardInput): Promise<TokenizeResult>;
  /** Charges once per idempotency key. Throws `PaymentTimeoutError` when the outcome is unknown. */
  charge(request: ChargeRequest): Promise<ProcessorCharge>;
  /** The charge made with this idempotency key, or null when the processor never received it. */
  findCharge(idempotencyKey: string): Promise<ProcessorCharge | null>;
  /**
   * Gives a succeeded charge back, card or carrier alike, once per idempotency key. Throws `PaymentTimeoutError`
   * when the outcome is unknown (asking again with the same key is then safe), `RefundRefusedError` when the
   * processor says no.
   */
  refund(request: RefundRequest): Promise<ProcessorRefund>;
  /** Asks the card's issuer whether the card can still be charged (the periodic validity check). */
  checkCard(token: string): Promise<CardValidity>;
  /** Delivers settlement notifications to `handler` until the returned function is called. */
  onNotification(handler: NotificationHandler): () => void;
}
