/** Redirects as operators see and write them (decision 0050); the lookup's reads are redirects.repository.ts. */
import {
  type AdminRedirect,
  type AdminRedirectListQuery,
  type RedirectStatus,
  redirectPathKey,
} from '@hanabi/contract';
import { type AppDatabase, redirects } from '@hanabi/db';
import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { RedirectEdge } from './redirect-chains.ts';

type RedirectRow = typeof redirects.$inferSelect;

export function adminRedirectOf(row: RedirectRow): AdminRedirect {
  return {
    id: row.id,
    from_path: row.fromPath,
    to_location: row.toLocation,
    // The table's check allows 301 and 302 only.
    status: row.status as RedirectStatus,
    enabled: row.enabled,
    created_at: toJapanIso(row.createdAt),
    updated_at: toJapanIso(row.updatedAt),
  };
}

const contains = (column: PgColumn, needle: string) => sql`strpos(lower(${column}), lower(${needle})) > 0`;

/** `q` finds part of the path or of the location, as typed or as the URL carries it (`/お知らせ` is encoded). */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const encoded = redirectPathKey(q);
  return or(contains(redirects.fromPath, q), contains(redirects.toLocation, q), contains(redirects.fromPath, encoded));
}

export async function listRedirects(
  db: AppDatabase,
  q: AdminRedirectListQuery['q'],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: RedirectRow[]; total: number }> {
  const where = searchCondition(q);
  const [counted] = await db.select({ total: count() }).from(redirects).where(where);
  const rows = await db
    .select()
    .from(redirects)
    .where(where)
    .orderBy(asc(redirects.fromPath), asc(redirects.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: counted?.total ?? 0 };
}

export async function findRedirect(db: AppDatabase, id: number): Promise<RedirectRow | undefined> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).for('update');
  return row;
}

/** The redirect of `fromPath` but `except`, enabled or not (one path, one redirect). */
export async function findByPath(db: AppDatabase, fromPath: string, except?: number): Promise<RedirectRow | undefined> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(and(eq(redirects.fromPath, fromPath), except === undefined ? undefined : ne(redirects.id, except)));
  return row;
}

const edgeColumns = { fromPath: redirects.fromPath, toLocation: redirects.toLocation };

/** Enabled redirects but `except` whose location contains `path`: those that may lead to it (redirect-chains.ts). */
export function enabledMentioning(db: AppDatabase, path: string, except?: number): Promise<RedirectEdge[]> {
  return db
    .select(edgeColumns)
    .from(redirects)
    .where(
      and(
        eq(redirects.enabled, true),
        sql`strpos(${redirects.toLocation}, ${path}) > 0`,
        except === undefined ? undefined : ne(redirects.id, except),
      ),
    );
}
