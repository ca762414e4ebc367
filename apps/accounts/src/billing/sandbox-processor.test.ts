import type { Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentTimeoutError, type ProcessorNotification } from './payment-processor.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards.ts';

const NOW = new Date('2024-10-31T12:00:00+09:00');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
const made: ReturnType<typeof createSandboxProcessor>[] = [];
afterAll(async () => {
  for (const processor of made) await processor.sandbox.written();
  await database.close();
});

/** A sandbox on the test database; a second one on the same database is the sandbox after a restart. */
function sandbox() {
  const processor = createSandboxProcessor({ db: database.db, clock: () => NOW, notifications: 'manual' });
  made.push(processor);
  const delivered: ProcessorNotification[] = [];
  processor.onNotification(async (notification) => {
    delivered.push(notification);
  });
  return { processor, delivered };
}

async function token(processor: ReturnType<typeof sandbox>['processor'], number: string) {
  const result = await processor.tokenizeCard({ number, expMonth: 12, expYear: 2030, cvc: '123' });
  if (!result.ok) throw new Error(`not tokenised: ${result.reason}`);
  return result.card;
}

let keys = 0;
const charge = (processor: ReturnType<typeof sandbox>['processor'], cardToken: string) => {
  keys += 1;
  return processor.charge({
    idempotencyKey: `key-${keys}`,
    source: { kind: 'card', token: cardToken },
    amountYen: 550,
    description: 'Hanabi ライトプラン 月額料金',
  });
};

describe('sandbox payment processor', () => {
  it('documents only Luhn-valid test cards', async () => {
    const { processor } = sandbox();
    for (const card of SANDBOX_TEST_CARDS) {
      const result = await processor.tokenizeCard({ number: card.number, expMonth: 1, expYear: 2031, cvc: '000' });
      expect(result.ok, card.number).toBe(true);
    }
  });

  it('tokenises a card into a token, its brand, the last four digits and the expiry', async () => {
    const { processor } = sandbox();
    const card = await token(processor, '4242 4242 4242 4242');
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(card.token).not.toContain('4242424242424242');
    expect((await token(processor, '3530111333300000')).brand).toBe('JCB');
  });

  it('refuses a mistyped number, a past expiry and a malformed security code', async () => {
    const { processor } = sandbox();
    const input = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
    expect(await processor.tokenizeCard({ ...input, number: '4242424242424241' })).toEqual({
      ok: false,
      reason: 'invalid_number',
    });
    expect(await processor.tokenizeCard({ ...input, expMonth: 9, expYear: 2024 })).toEqual({
      ok: false,
      reason: 'expired_card',
    });
    expect(await processor.tokenizeCard({ ...input, expMonth: 13 })).toEqual({ ok: false, reason: 'invalid_expiry' });
    expect(await processor.tokenizeCard({ ...input, cvc: '12' })).toEqual({ ok: false, reason: 'invalid_cvc' });
  });

  it.each([
    ['4242424242424242', { status: 'succeeded' }],
    ['4000000000000002', { status: 'declined', reason: 'card_declined' }],
    ['4000000000009995', { status: 'declined', reason: 'insufficient_funds' }],
    ['4000000000000069', { status: 'declined', reason: 'expired_card' }],
    ['4000000000000119', { status: 'failed', reason: 'processing_error' }],
    ['4000000000000341', { status: 'succeeded' }],
  ])('charges test card %s with its documented outcome', async (number, outcome) => {
    const { processor } = sandbox();
    expect(await charge(processor, (await token(processor, number)).token)).toMatchObject(outcome);
  });

  it('answers a repeated idempotency key with the first charge instead of charging again', async () => {
    const { processor, delivered } = sandbox();
    const card = await token(processor, '4242424242424242');
    const request = {
      idempotencyKey: 'same-intent',
      source: { kind: 'card' as const, token: card.token },
      amountYen: 1_100,
      description: 'Hanabi プレミアムプラン 月額料金',
    };
    const first = await processor.charge(request);
    const again = await processor.charge(request);
    expect(again.id).toBe(first.id);
    await processor.sandbox.flushNotifications();
    expect(delivered).toHaveLength(1);
  });

  it('refunds a succeeded charge once per key, and never twice or more than was charged', async () => {
    const { processor } = sandbox();
    const card = await token(processor, '4242424242424242');
    const charged = await charge(processor, card.token);
    const declined = await charge(processor, (await token(processor, '4000 0000 0000 0002')).token);
    const request = { idempotencyKey: 'refund:1', chargeId: charged.id, amountYen: 550, reason: 'test' };

    const refund = await processor.refund(request);
    expect(refund).toMatchObject({ idempotencyKey: 'refund:1', chargeId: charged.id, amountYen: 550 });
    expect(await processor.refund(request)).toEqual(refund);
    await expect(processor.refund({ ...request, idempotencyKey: 'refund:2' })).rejects.toThrow(/already/);
    await expect(processor.refund({ ...request, idempotencyKey: 'refund:3', chargeId: declined.id })).rejects.toThrow();
    await expect(processor.refund({ ...request, idempotencyKey: 'refund:4', amountYen: 551 })).rejects.toThrow();
  });

  it('refunds a charge in parts up to what was charged, then answers that it is refunded already', async () => {
    const { processor } = sandbox();
    const charged = await charge(processor, (await token(processor, '4242424242424242')).token);
    const part = (key: string, amountYen: number) =>
      processor.refund({ idempotencyKey: key, chargeId: charged.id, amountYen, reason: 'test' });

    const first = await part('part:1', 200);
    expect(first.amountYen).toBe(200);
    await expect(part('part:2', 351)).rejects.toThrow(/left of its charge/);
    expect(await part('part:2', 350)).toMatchObject({ amountYen: 350 });
    await expect(part('part:3', 1)).rejects.toMatchObject({ reason: 'already_refunded' });
    expect(await part('part:1', 200)).toEqual(first);
  });

  it('refunds after a restart a charge made before it, and answers its earlier refunds by key', async () => {
    const before = sandbox().processor;
    const card = await charge(before, (await token(before, '4242424242424242')).token);
    const carrier = await before.charge({
      idempotencyKey: 'carrier-before-restart',
      source: { kind: 'carrier', carrier: 'au', returnUrl: 'https://accounts.example/back' },
      amountYen: 990,
      description: 'Hanabi スタンダードプラン 月額料金',
    });
    await before.sandbox.answerCarrier(carrier.id, 'approve');
    const earlier = await before.refund({ idempotencyKey: 'before:1', chargeId: card.id, amountYen: 50, reason: 't' });

    const after = sandbox().processor;
    expect(await after.findCharge(card.idempotencyKey)).toMatchObject({ id: card.id, status: 'succeeded' });
    expect(await after.refund({ idempotencyKey: 'before:1', chargeId: card.id, amountYen: 50, reason: 't' })).toEqual(
      earlier,
    );
    const rest = { idempotencyKey: 'after:1', chargeId: card.id, amountYen: 500, reason: 't' };
    expect(await after.refund(rest)).toMatchObject({ chargeId: card.id, amountYen: 500 });
    const whole = { idempotencyKey: 'after:2', chargeId: carrier.id, amountYen: 990, reason: 't' };
    expect(await after.refund(whole)).toMatchObject({ chargeId: carrier.id, amountYen: 990 });
    await expect(after.refund({ ...whole, idempotencyKey: 'after:3' })).rejects.toMatchObject({
      reason: 'already_refunded',
    });
  });

  it('times out on 4000 0000 0000 0101, and the charge turns out succeeded when looked up', async () => {
    const { processor } = sandbox();
    const card = await token(processor, '4000 0000 0000 0101');
    await expect(charge(processor, card.token)).rejects.toBeInstanceOf(PaymentTimeoutError);
    expect(await processor.findCharge(`key-${keys}`)).toMatchObject({ status: 'succeeded', amountYen: 550 });
    expect(await processor.findCharge('never-sent')).toBeNull();
  });

  it('delivers the notification of 4000 0000 0000 0200 twice, with the same event id', async () => {
    const { processor, delivered } = sandbox();
    await charge(processor, (await token(processor, '4000000000000200')).token);
    await processor.sandbox.flushNotifications();
    expect(delivered.map((notification) => notification.type)).toEqual(['charge.succeeded', 'charge.succeeded']);
    expect(delivered[0]?.eventId).toBe(delivered[1]?.eventId);
  });

  it('charges 4000 0000 0000 0341 but fails its later validity check', async () => {
    const { processor } = sandbox();
    const failing = await token(processor, '4000000000000341');
    expect(await charge(processor, failing.token)).toMatchObject({ status: 'succeeded' });
    expect(await processor.checkCard(failing.token)).toEqual({ valid: false, reason: 'card_declined' });
    expect(await processor.checkCard((await token(processor, '4242424242424242')).token)).toEqual({ valid: true });
  });

  it('finds a card invalid at the validity check once its expiry month has passed', async () => {
    let now = NOW;
    const processor = createSandboxProcessor({ db: database.db, clock: () => now, notifications: 'manual' });
    const result = await processor.tokenizeCard({
      number: '4242424242424242',
      expMonth: 11,
      expYear: 2024,
      cvc: '123',
    });
    if (!result.ok) throw new Error('not tokenised');
    expect(await processor.checkCard(result.card.token)).toEqual({ valid: true });
    now = new Date('2024-12-01T00:00:00+09:00');
    expect(await processor.checkCard(result.card.token)).toEqual({ valid: false, reason: 'expired_card' });
  });

  it('keeps working with cards tokenised before a restart', async () => {
    const before = sandbox().processor;
    const card = await token(before, '4000000000009995');
    const after = sandbox().processor;
    expect(await charge(after, card.token)).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
  });

  it('waits for the member on the carrier page, then settles as they answer', async () => {
    const { processor, delivered } = sandbox();
    const request = (key: string) => ({
      idempotencyKey: key,
      source: {
        kind: 'carrier' as const,
        carrier: 'docomo' as const,
        returnUrl: `https://accounts.example/back/${key}`,
      },
      amountYen: 550,
      description: 'Hanabi ライトプラン 月額料金',
    });
    const approved = await processor.charge(request('approve-me'));
    expect(approved).toMatchObject({ status: 'awaiting_approval', approvalUrl: `/sandbox/carrier/${approved.id}` });
    expect(await processor.sandbox.answerCarrier(approved.id, 'approve')).toBe(
      'https://accounts.example/back/approve-me',
    );
    expect(await processor.findCharge('approve-me')).toMatchObject({ status: 'succeeded' });

    const canceled = await processor.charge(request('cancel-me'));
    await processor.sandbox.answerCarrier(canceled.id, 'cancel');
    expect(await processor.sandbox.answerCarrier(canceled.id, 'approve')).toBe(
      'https://accounts.example/back/cancel-me',
    );
    expect(await processor.findCharge('cancel-me')).toMatchObject({ status: 'declined', reason: 'canceled_by_member' });
    await processor.sandbox.flushNotifications();
    expect(delivered.map((notification) => notification.type)).toEqual(['charge.succeeded', 'charge.failed']);
  });
});
