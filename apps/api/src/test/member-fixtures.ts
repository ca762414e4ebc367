/**
 * Members written straight into a test database, as the sign-in service would leave them: users, plan
 * periods, cards, presents, ledger entries and sessions. Times are relative to TEST_NOW. Names are unique
 * within a test file, which has a database of its own.
 */
import { type AppDatabase, paymentCards, payments, presents, subscriptions, users } from '@hanabi/db';
import { createSession } from '@hanabi/membership';
import { giveReceivedGiftPoints, topUpPaidPoints } from '@hanabi/membership/testing';
import { mediaUrls } from '../lib/media-url.ts';
import { createPurchasesService } from '../modules/purchases/purchases.service.ts';
import { TEST_API_ORIGIN } from './build-test-api.ts';
import { daysFromNow, episodeForSale, testNow } from './catalogue-fixtures.ts';

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

export interface TestMember {
  id: number;
  festaUserId: string;
}

export async function insertMember(
  db: AppDatabase,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestMember> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      festaUserId: `F${String(n).padStart(10, '0')}`,
      email: `member-${n}@example.jp`,
      passwordHash: 'not-a-real-hash',
      emailConfirmedAt: daysFromNow(-400),
      ...overrides,
    })
    .returning({ id: users.id, festaUserId: users.festaUserId });
  if (!row) throw new Error('no member inserted');
  return row;
}

/** Signs the member in (a session started at `startedAt`) and returns the festa_auth cookie value. */
export function signIn(db: AppDatabase, userId: number, startedAt = testNow): Promise<string> {
  return createSession(db, userId, startedAt);
}

/** A plan period; open (no ended_at) unless the overrides end it. */
export async function insertSubscription(
  db: AppDatabase,
  userId: number,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<void> {
  await db.insert(subscriptions).values({
    userId,
    planId: 1,
    paymentMethod: 'credit',
    startedAt: daysFromNow(-30),
    nextPaymentDay: '2025-10-31',
    ...overrides,
  });
}

export async function insertCard(
  db: AppDatabase,
  userId: number,
  overrides: Partial<typeof paymentCards.$inferInsert> = {},
): Promise<void> {
  await db.insert(paymentCards).values({
    userId,
    processorCardId: `test-card-${next()}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    ...overrides,
  });
}

export async function insertPresent(
  db: AppDatabase,
  userId: number,
  overrides: Partial<typeof presents.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(presents)
    .values({
      userId,
      kind: 'gift_points',
      name: '会員登録特典',
      points: 300,
      pointsValidDays: 30,
      receivableUntil: daysFromNow(7),
      createdAt: daysFromNow(-1),
      ...overrides,
    })
    .returning({ id: presents.id });
  if (!row) throw new Error('no present inserted');
  return row.id;
}

/** A ticket present for one episode, receivable for a week. */
export async function insertTicketPresent(
  db: AppDatabase,
  userId: number,
  episodeId: number,
  overrides: Partial<typeof presents.$inferInsert> = {},
): Promise<number> {
  return insertPresent(db, userId, {
    kind: 'episode_ticket',
    name: '新規登録キャンペーン：第1話無料チケット',
    points: null,
    pointsValidDays: null,
    episodeId,
    ...overrides,
  });
}

/** Festa points bought by a succeeded top-up payment, as the sign-in service records them. */
export async function topUpPoints(db: AppDatabase, userId: number, points: number): Promise<void> {
  await topUpPaidPoints(db, { userId, points, now: testNow });
}

/** A payment the processor charged, as the sign-in service records it; answers its id. */
export async function insertPayment(
  db: AppDatabase,
  userId: number,
  overrides: Partial<typeof payments.$inferInsert> = {},
): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(payments)
    .values({
      userId,
      purpose: 'plan_entry',
      planId: 1,
      amountYen: 550,
      method: 'credit',
      idempotencyKey: `test-payment-key-${n}`,
      status: 'succeeded',
      processorChargeId: `ch_test_${n}`,
      createdAt: testNow,
      settledAt: testNow,
      ...overrides,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment inserted');
  return row.id;
}

/** Gift points from a received present, valid until `expiresAt`. */
export async function giftPoints(db: AppDatabase, userId: number, points: number, expiresAt: Date): Promise<void> {
  await giveReceivedGiftPoints(db, { userId, points, expiresAt });
}

/**
 * Buys a new episode priced `points` for the member, through the purchase service (points must suffice);
 * answers the purchase's id.
 */
export async function recordEpisodePurchase(db: AppDatabase, userId: number, points: number): Promise<number> {
  const episodeId = await episodeForSale(db, points);
  const purchases = createPurchasesService({ db, media: mediaUrls(`${TEST_API_ORIGIN}/media/`), crashPoint: () => {} });
  const purchase = await purchases.purchaseEpisode(
    userId,
    { episode_id: episodeId, idempotency_key: `test-purchase-key-${next()}` },
    testNow,
  );
  if (purchase.status !== 'completed') throw new Error(`test purchase ${purchase.status}: ${purchase.failure_reason}`);
  return purchase.id;
}
