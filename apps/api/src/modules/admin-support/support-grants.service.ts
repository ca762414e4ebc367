/**
 * Support's grants (decision 0051). A grant worth at most the small-grant limit is given as it is asked; one
 * worth more waits for a second operator with grants:approve, never its requester. Giving puts a present in
 * the member's present box (packages/membership `givePresent`), in the transaction that approves the grant,
 * so the member gets it once however many times it is approved.
 */
import { GRANT_MESSAGES, GRANT_RECEIVABLE_DAYS, MEMBER_MESSAGES, type SupportGrantValues } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, episodes, supportGrants, users } from '@hanabi/db';
import { givePresent } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type GrantRow = typeof supportGrants.$inferSelect;
type GrantRequest = SupportGrantValues;

/** The grant's value against the limit: its points, or the price of the ticket's episode (0 if not sold). */
async function grantValue(tx: AppDatabase, request: GrantRequest): Promise<number> {
  if (request.kind === 'gift_points') return request.points;
  const [episode] = await tx
    .select({ price: episodes.pricePoints })
    .from(episodes)
    .where(eq(episodes.id, request.episode_id));
  if (!episode) {
    throw new ApiError('badRequest', {
      message: GRANT_MESSAGES.episodeNotFound,
      details: [{ field: 'body.episode_id', reason: 'invalid' }],
    });
  }
  return episode.price ?? 0;
}

async function requireMember(tx: AppDatabase, userId: number): Promise<void> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw new ApiError('notFound', { message: MEMBER_MESSAGES.memberNotFound });
}

/** Puts the grant's present in the member's box and marks the grant approved by `actor`. */
async function give(tx: AppDatabase, grant: GrantRow, actor: AuditActor): Promise<GrantRow> {
  const presentId = await givePresent(tx, {
    userId: grant.userId,
    name: grant.presentName,
    receivableUntil: new Date(actor.at.getTime() + GRANT_RECEIVABLE_DAYS * DAY_MS),
    now: actor.at,
    ...(grant.kind === 'gift_points'
      ? { kind: 'gift_points', points: grant.points ?? 0, pointsValidDays: grant.pointsValidDays ?? 0 }
      : { kind: 'episode_ticket', episodeId: grant.episodeId ?? 0 }),
  });
  const [approved] = await tx
    .update(supportGrants)
    .set({ status: 'approved', decidedBy: actor.operatorId, decidedAt: actor.at, presentId })
    .where(eq(supportGrants.id, grant.id))
    .returning();
  if (!approved) throw new Error('grant vanished');
  return approved;
}

const auditedGrant = (grant: GrantRow) => ({
  member_id: grant.userId,
  kind: grant.kind,
  points: grant.points,
  points_valid_days: grant.pointsValidDays,
  episode_id: grant.episodeId,
  present_name: grant.presentName,
  reason: grant.reason,
  value_points: grant.valuePoints,
  status: grant.status,
  present_id: grant.presentId,
});

/** Records the request; gives it at once when it is within `thresholdPoints`. Answers the grant's id. */
export async function requestGrant(
  db: AppDatabase,
  actor: AuditActor,
  userId: number,
  request: GrantRequest,
  thresholdPoints: number,
): Promise<number> {
  if (actor.operatorId === null) throw new Error('a grant needs its operator');
  const requestedBy = actor.operatorId;
  return db.transaction(async (tx) => {
    await requireMember(tx, userId);
    const valuePoints = await grantValue(tx, request);
    const [pending] = await tx
      .insert(supportGrants)
      .values({
        userId,
        kind: request.kind,
        points: request.kind === 'gift_points' ? request.points : null,
        pointsValidDays: request.kind === 'gift_points' ? request.points_valid_days : null,
        episodeId: request.kind === 'episode_ticket' ? request.episode_id : null,
        presentName: request.present_name,
        reason: request.reason,
        valuePoints,
        status: 'pending',
        requestedBy,
        requestedAt: actor.at,
      })
      .returning();
    if (!pending) throw new Error('grant not inserted');
    const grant = valuePoints <= thresholdPoints ? await give(tx, pending, actor) : pending;
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'grant.request',
      targetType: 'support_grant',
      targetId: grant.id,
      before: null,
      after: { ...auditedGrant(grant), threshold_points: thresholdPoints },
    });
    return grant.id;
  });
}

async function lockGrant(tx: AppDatabase, id: number): Promise<GrantRow> {
  const [grant] = await tx.select().from(supportGrants).where(eq(supportGrants.id, id)).for('update');
  if (!grant) throw new ApiError('notFound', { message: GRANT_MESSAGES.grantNotFound });
  return grant;
}

function requireSecondPerson(grant: GrantRow, actor: AuditActor): void {
  if (grant.requestedBy === actor.operatorId) throw new ApiError('forbidden', { message: GRANT_MESSAGES.ownRequest });
}

/**
 * Approves a waiting grant and gives it. Approving an approved grant again changes nothing (a double click, a
 * second approver a moment late); a rejected one is 409; the requester may not approve their own (403).
 */
export async function approveGrant(db: AppDatabase, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const grant = await lockGrant(tx, id);
    if (grant.status === 'approved') return;
    if (grant.status === 'rejected') throw new ApiError('conflict', { message: GRANT_MESSAGES.alreadyRejected });
    requireSecondPerson(grant, actor);
    const approved = await give(tx, grant, actor);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'grant.approve',
      targetType: 'support_grant',
      targetId: id,
      before: { status: grant.status },
      after: { status: approved.status, present_id: approved.presentId },
    });
  });
}

/** Rejects a waiting grant: the member gets nothing. A rejected grant stays so; an approved one is 409. */
export async function rejectGrant(db: AppDatabase, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const grant = await lockGrant(tx, id);
    if (grant.status === 'rejected') return;
    if (grant.status === 'approved') throw new ApiError('conflict', { message: GRANT_MESSAGES.alreadyApproved });
    requireSecondPerson(grant, actor);
    await tx
      .update(supportGrants)
      .set({ status: 'rejected', decidedBy: actor.operatorId, decidedAt: actor.at })
      .where(eq(supportGrants.id, id));
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'grant.reject',
      targetType: 'support_grant',
      targetId: id,
      before: { status: grant.status },
      after: { status: 'rejected' },
    });
  });
}
