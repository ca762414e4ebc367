/**
 * Set-up links (decision 0041): who a link is for, and choosing the password with it. Using a link forgets
 * any earlier password and authenticator app and ends the operator's sessions: the next sign-in enrols a
 * new app. Recorded in the audit log, in the transaction that uses the link.
 */
import type { OperatorSetupLookup, OperatorSetupResult } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry } from '@hanabi/db';
import { hashPassword } from '@hanabi/passwords';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { revokeOperatorSessions } from '../../lib/operator-sessions.ts';
import { auditedOperator, clearCredentials, lockOperator, updateOperator } from './operators.repository.ts';
import { findSetupLink, useSetupLink } from './setup-links.ts';

export async function lookUpSetupLink(db: AppDatabase, token: string, now: Date): Promise<OperatorSetupLookup> {
  const link = await findSetupLink(db, token, now);
  if (!link) throw new ApiError('setupLinkInvalid');
  return { email: link.operator.email, name: link.operator.name, expires_at: toJapanIso(link.expiresAt) };
}

export async function completeSetup(
  db: AppDatabase,
  { token, password }: { token: string; password: string },
  { clientAddress, now }: { clientAddress: string; now: Date },
): Promise<OperatorSetupResult> {
  // Hashed before the transaction: the slow part holds no lock.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const operatorId = await useSetupLink(tx, token, now);
    const before = operatorId === undefined ? undefined : await lockOperator(tx, operatorId);
    if (before?.status !== 'active') throw new ApiError('setupLinkInvalid');
    await clearCredentials(tx, before.id);
    const after = await updateOperator(tx, before.id, { passwordHash });
    await revokeOperatorSessions(tx, before.id, now);
    await appendAuditEntry(tx, {
      at: now,
      operatorId: before.id,
      clientAddress,
      operation: 'operator.complete_setup',
      targetType: 'operator',
      targetId: before.id,
      before: { ...auditedOperator(before), second_factor_enrolled: before.totpConfirmedAt !== null },
      after: { ...auditedOperator(after), second_factor_enrolled: false },
    });
    return { email: after.email };
  });
}
