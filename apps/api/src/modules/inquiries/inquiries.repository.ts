/**
 * Inquiries sent from /support/inquiry (the API owns the table; operators read and close them). Pass a
 * transaction instead of the database to read or write inside it.
 */
import { type AppDatabase, inquiries } from '@hanabi/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';

export type InquiryRow = Pick<typeof inquiries.$inferSelect, 'id' | 'category' | 'createdAt'>;

export interface NewInquiry {
  userId: number | null;
  category: (typeof inquiries.$inferInsert)['category'];
  email: string;
  body: string;
  requesterIp: string;
  createdAt: Date;
}

/**
 * Serialises, until the transaction ends, every sender of the same address: the count of their recent
 * inquiries and the insert that follows it cannot interleave with another request's.
 */
export async function lockRequester(tx: AppDatabase, requesterIp: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inquiries:${requesterIp}`}, 0))`);
}

/** How many inquiries the address sent after `since`. */
export async function countInquiriesSince(db: AppDatabase, requesterIp: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inquiries)
    .where(and(eq(inquiries.requesterIp, requesterIp), gt(inquiries.createdAt, since)));
  return row?.total ?? 0;
}

export async function insertInquiry(db: AppDatabase, inquiry: NewInquiry): Promise<InquiryRow> {
  const [row] = await db
    .insert(inquiries)
    .values(inquiry)
    .returning({ id: inquiries.id, category: inquiries.category, createdAt: inquiries.createdAt });
  if (!row) throw new Error('The inquiry was not stored');
  return row;
}
