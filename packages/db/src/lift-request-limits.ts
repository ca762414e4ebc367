import { sql } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';

/**
 * For work that is not a request (the demo seed, the scale catalogue, the ledger audit): no statement or lock
 * timeout for the rest of the transaction, so that a long bulk write, a full audit or a wait for another
 * instance doing the same job is not cut off like a stuck request.
 */
export async function liftRequestLimits(tx: AppDatabase): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`set local lock_timeout = 0`);
}
