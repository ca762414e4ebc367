/** Reads of the redirects operators manage (decision 0017). */

import type { RedirectStatus } from '@hanabi/contract';
import { type AppDatabase, redirects } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';

export interface RedirectRow {
  toLocation: string;
  status: RedirectStatus;
}

export interface RedirectsRepository {
  /** The enabled redirect of exactly this path, or undefined. */
  findEnabled(fromPath: string): Promise<RedirectRow | undefined>;
}

export function createRedirectsRepository(db: AppDatabase): RedirectsRepository {
  return {
    async findEnabled(fromPath) {
      const [row] = await db
        .select({ toLocation: redirects.toLocation, status: redirects.status })
        .from(redirects)
        .where(and(eq(redirects.fromPath, fromPath), eq(redirects.enabled, true)));
      // The table's check allows 301 and 302 only.
      return row && { toLocation: row.toLocation, status: row.status as RedirectStatus };
    },
  };
}
