/** Calls and facts the purchase tests share: members with points, the purchase call, the ledger's view. */
import { type AppDatabase, episodeEntitlements, episodePurchases, pointTransactions } from '@hanabi/db';
import { auditLedger, pointBalances } from '@hanabi/membership';
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

export interface PurchaseQuery {
  episode_id: number;
  idempotency_key: string;
}

/**
 * The purchase call as the web client sends it, to an API running as a process at `apiUrl`. That process runs
 * on the real clock, which a purchase always uses: its buyer signs in on it (`buyerWith(db, festa, new Date())`).
 */
export function purchaseOverHttp(apiUrl: string, token: string, query: PurchaseQuery): Promise<Response> {
  const search = new URLSearchParams({ episode_id: String(query.episode_id), idempotency_key: query.idempotency_key });
  return fetch(`${apiUrl}/v1/episode/purchase?${search}`, {
    method: 'POST',
    headers: { ...WEB_CLIENT_CALL_HEADERS, cookie: `festa_auth=${token}` },
    body: '{}',
  });
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

export interface LedgerFacts {
  /** Every invariant of `npm run ledger:check` (balanced, debit ⇔ entitlement, no overdraft…). */
  ledgerHolds: boolean;
  debits: number;
  entitlements: number;
  purchases: string[];
  festa: number;
}

/** A buyer of 1000 festa points (`buyerWith(db, 1000)`) whose 300-point purchase is recorded, nothing spent. */
export const PENDING_NOTHING_SPENT: LedgerFacts = {
  ledgerHolds: true,
  debits: 0,
  entitlements: 0,
  purchases: ['pending'],
  festa: 1000,
};

/** The same buyer once the purchase completed: one debit, one entitlement. */
export const COMPLETED_ONCE: LedgerFacts = {
  ledgerHolds: true,
  debits: 1,
  entitlements: 1,
  purchases: ['completed'],
  festa: 700,
};

/** What a viewer and an operator would check after a purchase was cut short. */
export async function ledgerFacts(db: AppDatabase, userId: number): Promise<LedgerFacts> {
  const purchases = await db
    .select({ status: episodePurchases.status })
    .from(episodePurchases)
    .where(eq(episodePurchases.userId, userId));
  return {
    ledgerHolds: (await auditLedger(db)).holds,
    debits: await purchaseDebits(db, userId),
    entitlements: (await entitlementsOf(db, userId)).length,
    purchases: purchases.map((row) => row.status),
    festa: (await balanceOf(db, userId)).festa,
  };
}
