/**
 * A payment processor that behaves like a real one: test cards that decline, fail, time out or notify twice
 * (sandbox-test-cards.ts), idempotency keys, whole and partial refunds, asynchronous notifications, and
 * carrier billing that waits for the member's approval on the carrier's page (sandbox-carrier-routes.ts).
 *
 * It answers from memory and, like a real processor, keeps its charges and refunds on its side — in its own
 * tables (sandbox-ledger.ts), read back when it starts — so a charge made before a restart can still be
 * refunded. Card tokens carry what the sandbox needs to know about the card. Notifications not yet delivered
 * are held in memory only.
 */
import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '@hanabi/db';
import { z } from 'zod';
import { cardBrand, cardDigits, isWellFormedCardNumber } from './card-number.ts';
import { japanDate } from './japan-calendar.ts';
import {
  type CardDetails,
  type CardInput,
  type CardValidity,
  type ChargeRequest,
  type NotificationHandler,
  type PaymentProcessor,
  PaymentTimeoutError,
  type ProcessorCharge,
  type ProcessorNotification,
  type ProcessorRefund,
  RefundRefusedError,
  type RefundRequest,
  type TokenizeResult,
} from './payment-processor.ts';
import { sandboxLedger } from './sandbox-ledger.ts';
import { TEST_CARD_BEHAVIOURS, type TestCardBehaviour, testCardBehaviour } from './sandbox-test-cards.ts';

export interface SandboxOptions {
  /** Where the sandbox keeps its charges and refunds: the sign-in service's database. */
  db: AppDatabase;
  /** The sandbox's notion of now, for card expiry (tests pass the service's clock). */
  clock?: () => Date;
  /**
   * `immediate` (default) delivers notifications right after the call that caused them, like a webhook
   * arriving a moment later; `manual` holds them until `flushNotifications()`, so tests decide the order.
   */
  notifications?: 'immediate' | 'manual';
}

/** What only the sandbox can do: be the member at the carrier's page, and release held notifications. */
export interface SandboxControls {
  /** A carrier charge waiting for approval, with where the carrier sends the member afterwards. */
  carrierCharge(chargeId: string): Promise<{ charge: ProcessorCharge; returnUrl: string } | null>;
  /** The member approves (or cancels) at the carrier; returns the URL to send the browser to. */
  answerCarrier(chargeId: string, answer: 'approve' | 'cancel'): Promise<string | null>;
  flushNotifications(): Promise<void>;
  /** Resolves once the charges and refunds made so far are written to the sandbox's tables. */
  written(): Promise<void>;
}

export interface SandboxProcessor extends PaymentProcessor {
  readonly sandbox: SandboxControls;
}

export function isSandboxProcessor(processor: PaymentProcessor): processor is SandboxProcessor {
  return 'sandbox' in processor;
}

const tokenPayloadSchema = z.object({
  behaviour: z.enum(TEST_CARD_BEHAVIOURS),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
type TokenPayload = z.infer<typeof tokenPayloadSchema>;

const TOKEN_PREFIX = 'card_sandbox_';

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('base64url')}`;
}

function encodeToken(payload: TokenPayload): string {
  // The random tail makes every tokenisation a distinct card on file, as at a real processor.
  return `${TOKEN_PREFIX}${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${randomBytes(6).toString('hex')}`;
}

function decodeToken(token: string): TokenPayload | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const [encoded] = token.slice(TOKEN_PREFIX.length).split('.');
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(Buffer.from(encoded ?? '', 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True once the card's expiry month has passed in Japan. */
function hasExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return japanDate(now).slice(0, 7) > `${card.expYear}-${String(card.expMonth).padStart(2, '0')}`;
}

const DECLINES: Partial<Record<TestCardBehaviour, 'card_declined' | 'insufficient_funds' | 'expired_card'>> = {
  card_declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
};

export function createSandboxProcessor(options: SandboxOptions): SandboxProcessor {
  const clock = options.clock ?? (() => new Date());
  const chargesByKey = new Map<string, ProcessorCharge>();
  const keysById = new Map<string, string>();
  const carrierReturnUrls = new Map<string, string>();
  const refundsByKey = new Map<string, ProcessorRefund>();
  const ledger = sandboxLedger(options.db, (error) =>
    process.emitWarning(`The payment sandbox could not keep a record: ${String(error)}`),
  );
  // Every answer waits for what the sandbox kept before it started.
  const loaded = ledger.load().then(({ charges, refunds }) => {
    for (const { charge, returnUrl } of charges) {
      chargesByKey.set(charge.idempotencyKey, charge);
      keysById.set(charge.id, charge.idempotencyKey);
      if (returnUrl !== null) carrierReturnUrls.set(charge.id, returnUrl);
    }
    for (const refund of refunds) refundsByKey.set(refund.idempotencyKey, refund);
  });
  loaded.catch(() => {}); // Reported to whoever waits for it.
  const queue: ProcessorNotification[] = [];
  const handlers = new Set<NotificationHandler>();
  let flushing: Promise<void> | undefined;

  async function deliverQueued(): Promise<void> {
    while (queue.length > 0 && handlers.size > 0) {
      const notification = queue.shift() as ProcessorNotification;
      try {
        for (const handler of handlers) await handler(notification);
      } catch {
        // A real processor retries a webhook that was not acknowledged; so does the sandbox, next time.
        queue.push(notification);
        return;
      }
    }
  }

  function flushNotifications(): Promise<void> {
    flushing ??= deliverQueued().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  function record(charge: ProcessorCharge, times = 1): ProcessorCharge {
    chargesByKey.set(charge.idempotencyKey, charge);
    keysById.set(charge.id, charge.idempotencyKey);
    ledger.saveCharge({ charge, returnUrl: carrierReturnUrls.get(charge.id) ?? null });
    if (charge.status === 'succeeded' || charge.status === 'declined' || charge.status === 'failed') {
      const notification: ProcessorNotification = {
        eventId: randomId('evt_sandbox_'),
        type: charge.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed',
        charge,
      };
      for (let delivery = 0; delivery < times; delivery += 1) queue.push(notification);
      if (options.notifications !== 'manual') setImmediate(() => void flushNotifications());
    }
    return charge;
  }

  async function carrierCharge(chargeId: string): Promise<{ charge: ProcessorCharge; returnUrl: string } | null> {
    await loaded;
    const key = keysById.get(chargeId);
    const charge = key === undefined ? undefined : chargesByKey.get(key);
    const returnUrl = carrierReturnUrls.get(chargeId);
    return charge && returnUrl !== undefined ? { charge, returnUrl } : null;
  }

  function chargeCard(request: ChargeRequest, token: string): ProcessorCharge {
    const payload = decodeToken(token);
    if (!payload) throw new Error('The sandbox does not know this card token.');
    const { behaviour, ...rest } = payload;
    const base = {
      id: randomId('ch_sandbox_'),
      idempotencyKey: request.idempotencyKey,
      amountYen: request.amountYen,
      description: request.description,
      source: { kind: 'card' as const, card: { token, ...rest } },
    };
    const decline = hasExpired(payload, clock()) ? 'expired_card' : DECLINES[behaviour];
    if (decline) return record({ ...base, status: 'declined', reason: decline });
    if (behaviour === 'processing_error') return record({ ...base, status: 'failed', reason: 'processing_error' });
    const charge = record({ ...base, status: 'succeeded' }, behaviour === 'notifies_twice' ? 2 : 1);
    if (behaviour === 'times_out') throw new PaymentTimeoutError('The sandbox processor did not answer in time.');
    return charge;
  }

  return {
    name: 'sandbox',

    async tokenizeCard(input: CardInput): Promise<TokenizeResult> {
      const digits = cardDigits(input.number);
      if (!isWellFormedCardNumber(digits)) return { ok: false, reason: 'invalid_number' };
      const validMonth = Number.isInteger(input.expMonth) && input.expMonth >= 1 && input.expMonth <= 12;
      if (!validMonth || !Number.isInteger(input.expYear) || input.expYear < 2000 || input.expYear > 2099) {
        return { ok: false, reason: 'invalid_expiry' };
      }
      if (hasExpired(input, clock())) return { ok: false, reason: 'expired_card' };
      if (!/^\d{3,4}$/.test(input.cvc)) return { ok: false, reason: 'invalid_cvc' };
      const details: Omit<CardDetails, 'token'> = {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: input.expMonth,
        expYear: input.expYear,
      };
      return {
        ok: true,
        card: { token: encodeToken({ behaviour: testCardBehaviour(digits), ...details }), ...details },
      };
    },

    async charge(request: ChargeRequest): Promise<ProcessorCharge> {
      await loaded;
      const existing = chargesByKey.get(request.idempotencyKey);
      if (existing) {
        if (existing.amountYen !== request.amountYen) {
          throw new Error('Idempotency key reused with a different amount.');
        }
        return existing;
      }
      if (request.source.kind === 'card') return chargeCard(request, request.source.token);
      const id = randomId('ch_sandbox_');
      carrierReturnUrls.set(id, request.source.returnUrl);
      return record({
        id,
        idempotencyKey: request.idempotencyKey,
        amountYen: request.amountYen,
        description: request.description,
        source: { kind: 'carrier', carrier: request.source.carrier },
        status: 'awaiting_approval',
        approvalUrl: `/sandbox/carrier/${encodeURIComponent(id)}`,
      });
    },

    async findCharge(idempotencyKey: string): Promise<ProcessorCharge | null> {
      await loaded;
      return chargesByKey.get(idempotencyKey) ?? null;
    },

    async refund(request: RefundRequest): Promise<ProcessorRefund> {
      await loaded;
      const existing = refundsByKey.get(request.idempotencyKey);
      if (existing) return existing;
      const key = keysById.get(request.chargeId);
      const charge = key === undefined ? undefined : chargesByKey.get(key);
      if (charge?.status !== 'succeeded') throw new RefundRefusedError('unknown_charge');
      const earlier = [...refundsByKey.values()].filter((refund) => refund.chargeId === request.chargeId);
      const refunded = earlier.reduce((sum, refund) => sum + refund.amountYen, 0);
      const last = earlier.at(-1);
      if (last && refunded >= charge.amountYen) throw new RefundRefusedError('already_refunded', last.id);
      if (refunded + request.amountYen > charge.amountYen) {
        throw new Error('A refund cannot exceed what is left of its charge.');
      }
      const behaviour = charge.source.kind === 'card' ? decodeToken(charge.source.card.token)?.behaviour : undefined;
      if (behaviour === 'refund_declined') throw new RefundRefusedError('refund_declined');
      const refund: ProcessorRefund = {
        id: randomId('re_sandbox_'),
        idempotencyKey:
          behaviour === 'refund_duplicate' ? `elsewhere:${request.idempotencyKey}` : request.idempotencyKey,
        chargeId: request.chargeId,
        amountYen: request.amountYen,
      };
      refundsByKey.set(refund.idempotencyKey, refund);
      ledger.saveRefund(refund);
      if (behaviour === 'refund_duplicate') throw new RefundRefusedError('already_refunded', refund.id);
      if (behaviour === 'refund_times_out')
        throw new PaymentTimeoutError('The sandbox processor did not answer in time.');
      return refund;
    },

    async checkCard(token: string): Promise<CardValidity> {
      const payload = decodeToken(token);
      if (!payload) return { valid: false, reason: 'unknown_card' };
      if (hasExpired(payload, clock()) || payload.behaviour === 'expired_card') {
        return { valid: false, reason: 'expired_card' };
      }
      if (payload.behaviour === 'fails_validity_check' || payload.behaviour === 'card_declined') {
        return { valid: false, reason: 'card_declined' };
      }
      return { valid: true };
    },

    onNotification(handler: NotificationHandler): () => void {
      handlers.add(handler);
      if (options.notifications !== 'manual') setImmediate(() => void flushNotifications());
      return () => handlers.delete(handler);
    },

    sandbox: {
      carrierCharge,
      async answerCarrier(chargeId, answer) {
        const found = await carrierCharge(chargeId);
        if (!found) return null;
        if (found.charge.status === 'awaiting_approval') {
          const { approvalUrl: _approvalUrl, status: _status, ...common } = found.charge;
          record(
            answer === 'approve'
              ? { ...common, status: 'succeeded' }
              : { ...common, status: 'declined', reason: 'canceled_by_member' },
          );
        }
        return found.returnUrl;
      },
      flushNotifications,
      written: ledger.written,
    },
  };
}
