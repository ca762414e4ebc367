/**
 * Operators' redirect writes (decision 0050): each in one transaction with its audit entry, under one lock on
 * the redirect table's paths so that two saves cannot together make a chain or take the same path. A row is
 * checked against the other enabled rows when it is saved enabled; a switched-off row sends nobody anywhere,
 * and is checked again when it is switched on.
 */
import { type AdminRedirect, type AdminRedirectWrite, REDIRECT_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, lockUntilCommit, redirects } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { adminRedirectOf, enabledMentioning, findByPath, findRedirect } from './admin-redirects.repository.ts';
import { chainProblemMessage, chainProblemOf, sitePageKey } from './redirect-chains.ts';

const PATHS_LOCK = 'redirects:paths';

/** 400/409 in Japanese when `write` (of redirect `id`, when it exists) may not be saved as it is. */
async function requireSavable(
  tx: AppDatabase,
  siteOrigin: string,
  write: AdminRedirectWrite,
  id?: number,
): Promise<void> {
  await lockUntilCommit(tx, PATHS_LOCK);
  const saved = { fromPath: write.from_path, toLocation: write.to_location };
  const targetKey = sitePageKey(write.to_location, siteOrigin);
  if (targetKey === write.from_path) {
    throw new ApiError('badRequest', {
      message: REDIRECT_MESSAGES.toItself,
      details: [{ field: 'body.to_location', reason: 'to_itself' }],
    });
  }
  if (await findByPath(tx, write.from_path, id)) {
    throw new ApiError('conflict', {
      message: REDIRECT_MESSAGES.pathTaken,
      details: [{ field: 'body.from_path', reason: 'taken' }],
    });
  }
  if (!write.enabled) return;
  const target = targetKey === null ? undefined : await findByPath(tx, targetKey, id);
  const problem = chainProblemOf(
    saved,
    siteOrigin,
    target?.enabled ? target : undefined,
    await enabledMentioning(tx, write.from_path, id),
  );
  if (problem) {
    throw new ApiError('conflict', {
      message: chainProblemMessage(saved, problem),
      details: [{ field: problem.kind === 'incoming' ? 'body.from_path' : 'body.to_location', reason: problem.kind }],
    });
  }
}

function columnsOf(write: AdminRedirectWrite) {
  return { fromPath: write.from_path, toLocation: write.to_location, status: write.status, enabled: write.enabled };
}

/** The redirect's fields an audit entry keeps, with the row held until the transaction ends; 404 when unknown. */
async function lockedRedirect(
  tx: AppDatabase,
  id: number,
): Promise<{ redirect: AdminRedirect; audited: AdminRedirectWrite }> {
  const row = await findRedirect(tx, id);
  if (!row) throw new ApiError('notFound', { message: REDIRECT_MESSAGES.notFound });
  const redirect = adminRedirectOf(row);
  const { from_path, to_location, status, enabled } = redirect;
  return { redirect, audited: { from_path, to_location, status, enabled } };
}

export function createRedirect(
  db: AppDatabase,
  actor: AuditActor,
  siteOrigin: string,
  write: AdminRedirectWrite,
): Promise<AdminRedirect> {
  return db.transaction(async (tx) => {
    await requireSavable(tx, siteOrigin, write);
    const [row] = await tx
      .insert(redirects)
      .values({ ...columnsOf(write), createdAt: actor.at, updatedAt: actor.at })
      .returning();
    if (!row) throw new Error('redirect not inserted');
    const redirect = adminRedirectOf(row);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'redirect.create',
      targetType: 'redirect',
      targetId: row.id,
      before: null,
      after: write,
    });
    return redirect;
  });
}

export function updateRedirect(
  db: AppDatabase,
  actor: AuditActor,
  siteOrigin: string,
  id: number,
  write: AdminRedirectWrite,
): Promise<AdminRedirect> {
  return db.transaction(async (tx) => {
    const { audited: before } = await lockedRedirect(tx, id);
    await requireSavable(tx, siteOrigin, write, id);
    const [row] = await tx
      .update(redirects)
      .set({ ...columnsOf(write), updatedAt: actor.at })
      .where(eq(redirects.id, id))
      .returning();
    if (!row) throw new Error('redirect not updated');
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'redirect.update',
      targetType: 'redirect',
      targetId: id,
      before,
      after: write,
    });
    return adminRedirectOf(row);
  });
}

/** Removes the redirect for good (switching it off keeps it); answers it as it was. */
export function deleteRedirect(db: AppDatabase, actor: AuditActor, id: number): Promise<AdminRedirect> {
  return db.transaction(async (tx) => {
    const { redirect, audited } = await lockedRedirect(tx, id);
    await tx.delete(redirects).where(eq(redirects.id, id));
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'redirect.delete',
      targetType: 'redirect',
      targetId: id,
      before: audited,
      after: null,
    });
    return redirect;
  });
}
