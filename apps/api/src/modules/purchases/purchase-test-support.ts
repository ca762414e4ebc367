/** Calls and facts the purchase tests share: members with points, the purchase call, the ledger's view. */
import { type AppDatabase, episodeEntitlements, pointBalances, pointTransactions } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import type { TestApi } from '../../test/build-test-api.ts';
import { WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { testNow } from '../../test/catalogue-fixtures.ts';
import { insertMember, signIn, topUpPoints } from '../../test/member-fixtures.ts';

let keys = 0;
/** A fresh idempotency key, as the web client makes one per purchase intent. */
export function newKey(): string {
  keys += 1;
  return `test-intent-${String(keys).padStart(8, '0')}`;
}

export interface Buyer {
  id: number;
  token: string;
}

/** A free member holding `festa` festa points, signed in at `signedInAt` (TEST_NOW, the test API's clock). */
export async function buyerWith(db: AppDatabase, festa: number, signedInAt = testNow): Promise<Buyer> {
  const member = await insertMember(db);
  if (festa > 0) await topUpPoints(db, member.id, festa);
  return { id: member.id, token: await signIn(db, member.id, signedInAt) };
}

export function purchase(api: TestApi, token: string | undefined, query: Record<string, string | number>) {
  return api.app.inject({
    method: 'POST',
    url: '/v1/episode/purchase',
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    headers: WEB_CLIENT_CALL_HEADERS,
    payload: '{}',
    ...(token ? { cookies: { festa_auth: token } } : {}),
  });
}

/** How many debits the member's ledger holds for purchases, and what they spent in all. */
export async function purchaseDebits(db: AppDatabase, userId: number): Promise<number> {
  const rows = await db
    .select({ id: pointTransactions.id })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.userId, userId), eq(pointTransactions.kind, 'episode_purchase')));
  return rows.length;
}

export async function entitlementsOf(db: AppDatabase, userId: number): Promise<number[]> {
  const rows = await db
    .select({ episodeId: episodeEntitlements.episodeId })
    .from(episodeEntitlements)
    .where(eq(episodeEntitlements.userId, userId));
  return rows.map((row) => row.episodeId);
}

export function balanceOf(db: AppDatabase, userId: number) {
  return pointBalances(db, userId, testNow);
}
