/** Support's one write on a member (decision 0051): ending every signed-in session, audited in its transaction. */
import { MEMBER_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, users } from '@hanabi/db';
import { revokeAllSessions } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';

/** Signs the member out of every browser (a stolen or shared account); answers how many sessions ended. */
export async function revokeMemberSessions(db: AppDatabase, actor: AuditActor, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!member) throw new ApiError('notFound', { message: MEMBER_MESSAGES.memberNotFound });
    const revoked = await revokeAllSessions(tx, userId, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'member.revoke_sessions',
      targetType: 'member',
      targetId: userId,
      before: null,
      after: { revoked },
    });
    return revoked;
  });
}
