/** What a member does on the billing pages, and what the database then holds, for the billing tests. */
import { type AppDatabase, paymentCards, paymentNotifications, payments, subscriptions } from '@hanabi/db';
import { asc, eq } from 'drizzle-orm';
import type { TestBrowser } from '../../auth/test-support/test-browser.ts';

export const DESTINATION = 'http://localhost:3000/titles/12';
/** The query every link of the web client carries: the game branding and where to return. */
export const FLOW = `design=2&destination=${encodeURIComponent(DESTINATION)}`;

export const TYPED_CARD = {
  card_number: '4242 4242 4242 4242',
  card_exp_month: '12',
  card_exp_year: '2030',
  card_cvc: '123',
};

/** The value of the checked radio button or selected option named `name` on a page. */
export function chosen(html: string, name: string): string | undefined {
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    if (tag.includes(`name="${name}"`) && tag.includes('checked=""')) return /value="([^"]*)"/.exec(tag)?.[1];
  }
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1];
}

/** The path and query of a redirect, for the next request of the test browser. */
export function pathOf(location: unknown): string {
  const url = new URL(String(location), 'http://localhost:4100');
  return `${url.pathname}${url.search}`;
}

/** Opens the confirm page of an entry and pays with `typed` (a card, or nothing for a carrier). */
export async function submitEntry(
  browser: TestBrowser,
  { plan = 'lite', method = 'credit', typed = TYPED_CARD }: { plan?: string; method?: string; typed?: object } = {},
) {
  const confirm = await browser.get(`/entry/confirm?plan=${plan}&method=${method}&${FLOW}`);
  if (confirm.statusCode !== 200) throw new Error(`confirm page answered ${confirm.statusCode}`);
  return browser.submit('/entry', method === 'credit' ? (typed as Record<string, string>) : {});
}

export function paymentsOf(db: AppDatabase, userId: number) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id));
}

export function subscriptionsOf(db: AppDatabase, userId: number) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id));
}

export function cardsOf(db: AppDatabase, userId: number) {
  return db.select().from(paymentCards).where(eq(paymentCards.userId, userId)).orderBy(asc(paymentCards.id));
}

export function notificationsOf(db: AppDatabase, chargeId: string) {
  return db.select().from(paymentNotifications).where(eq(paymentNotifications.processorChargeId, chargeId));
}
