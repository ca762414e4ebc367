import { sql } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';

/**
 * Waits for, then holds until the transaction `tx` ends, the lock named `key`: whoever takes the same key
 * meanwhile waits, so a check and the write that acts on it cannot interleave with another request's. A
 * PostgreSQL advisory lock on a 64-bit hash of the key; PGlite runs one transaction at a time anyway.
 * Prefix keys with what they guard (`sign-in:address:…`) so that different limits never share a lock.
 */
export async function lockUntilCommit(tx: AppDatabase, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
