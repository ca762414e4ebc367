/**
 * Buying festa points with a credit card (the drawer's add-points link). The payment and the ledger grant
 * (reference `payment:<id>`) are written in one transaction when the charge succeeds, by whoever learns it
 * first; the ledger's unique reference makes any replay harmless.
 */
import { TOP_UP_POINTS, YEN_PER_POINT } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { type IntentOutcome, payOnce } from './pay-once.ts';
import type { PaymentProcessor } from './payment-processor.ts';

export function isTopUpAmount(points: number): boolean {
  return (TOP_UP_POINTS as readonly number[]).includes(points);
}

export function topUpPoints(
  db: AppDatabase,
  processor: PaymentProcessor,
  request: { userId: number; idempotencyKey: string; points: number; cardToken: string },
  now: Date,
): Promise<IntentOutcome> {
  if (!isTopUpAmount(request.points)) throw new RangeError(`not a top-up amount: ${request.points}`);
  return payOnce(
    db,
    processor,
    {
      userId: request.userId,
      idempotencyKey: request.idempotencyKey,
      purpose: 'points_top_up',
      amountYen: request.points * YEN_PER_POINT,
      method: 'credit',
      points: request.points,
      description: `Hanabi ポイント ${request.points.toLocaleString('ja-JP')}pt`,
      source: { kind: 'card', token: request.cardToken },
    },
    now,
  );
}
