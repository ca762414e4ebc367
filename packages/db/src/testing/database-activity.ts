/**
 * Putting another session where an outage test wants it (decision 0031): the test holds a lock, and waits until
 * the session under test waits for it inside its transaction, so that cutting the connection lands there.
 */
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';

const POLL_MS = 25;
/** Long enough for a busy two-core machine; reaching it fails the test with `what`. */
const GIVE_UP_MS = 20_000;

/** Polls `condition` until it holds. */
export async function waitUntil(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until `count` other sessions of this database wait for a lock; `db` must be another connection. */
export function waitForLockWaiters(db: AppDatabase, count = 1): Promise<void> {
  return waitUntil(`${count} session(s) wait for a lock`, async () => {
    const { rows } = await db.execute<{ waiting: number }>(sql`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`);
    return (rows[0]?.waiting ?? 0) >= count;
  });
}

/**
 * Runs `lock` (statements that lock rows) in a transaction of its own and keeps it open: resolves once the
 * locks are held, with the function that commits and so lets them go.
 */
export async function holdLocks(
  db: AppDatabase,
  lock: (tx: AppDatabase) => Promise<unknown>,
): Promise<() => Promise<void>> {
  let held = () => {};
  const acquired = new Promise<void>((resolve) => {
    held = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = db.transaction(async (tx) => {
    await lock(tx);
    held();
    await released;
  });
  await Promise.race([acquired, transaction]);
  return async () => {
    release();
    await transaction;
  };
}
