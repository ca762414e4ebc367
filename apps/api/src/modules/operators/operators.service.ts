/**
 * Managing operators (管理者, `operators:manage`; decision 0041). Every change is recorded in the audit log
 * with the values before and after, in the transaction of the change. No change may leave the service
 * without an active administrator: such changes take one lock and count the administrators left.
 */
import {
  OPERATOR_MESSAGES,
  type OperatorRole,
  type OperatorSetupLink,
  type OperatorSummary,
  type RevokedSessions,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { countLiveSessions, type OperatorRow, revokeOperatorSessions } from '../../lib/operator-sessions.ts';
import {
  auditedOperator,
  clearCredentials,
  countActiveAdministrators,
  insertOperator,
  lockAdministrators,
  lockOperator,
  operatorSummary,
  updateOperator,
} from './operators.repository.ts';
import { issueSetupLink } from './setup-links.ts';

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
}

/** A new operator and the one-time link to hand them. @throws ApiError conflict when the address is taken. */
export async function inviteOperator(
  db: AppDatabase,
  actor: AuditActor,
  invited: NewOperator,
  webOrigin: string,
): Promise<OperatorSetupLink> {
  return db.transaction(async (tx) => {
    const operator = await insertOperator(tx, { ...invited, createdAt: actor.at });
    if (!operator) throw new ApiError('conflict', { message: OPERATOR_MESSAGES.emailTaken });
    const link = await issueSetupLink(tx, { operatorId: operator.id, webOrigin, now: actor.at });
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'operator.invite',
      targetType: 'operator',
      targetId: operator.id,
      before: null,
      after: auditedOperator(operator),
    });
    return {
      operator: operatorSummary(operator, 0),
      setup_url: link.url,
      setup_expires_at: toJapanIso(link.expiresAt),
    };
  });
}

/** The operator, locked for the change; 404 when there is none. */
async function targetOf(tx: AppDatabase, id: number): Promise<OperatorRow> {
  const operator = await lockOperator(tx, id);
  if (!operator) throw new ApiError('notFound');
  return operator;
}

/** Refuses a change after which no active administrator would be left. Call under lockAdministrators. */
async function keepAnAdministrator(tx: AppDatabase): Promise<void> {
  if ((await countActiveAdministrators(tx)) === 0) {
    throw new ApiError('conflict', { message: OPERATOR_MESSAGES.lastAdmin });
  }
}

async function summaryOf(tx: AppDatabase, operator: OperatorRow, now: Date): Promise<OperatorSummary> {
  return operatorSummary(operator, (await countLiveSessions(tx, now)).get(operator.id) ?? 0);
}

export async function changeOperatorRole(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  role: OperatorRole,
): Promise<OperatorSummary> {
  return db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const before = await targetOf(tx, id);
    const after = await updateOperator(tx, id, { role });
    await keepAnAdministrator(tx);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'operator.change_role',
      targetType: 'operator',
      targetId: id,
      before: { role: before.role },
      after: { role: after.role },
    });
    return summaryOf(tx, after, actor.at);
  });
}

/** Disables (ending every session) or enables an operator. */
export async function setOperatorAccess(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  status: 'active' | 'disabled',
): Promise<OperatorSummary> {
  return db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const before = await targetOf(tx, id);
    const after = await updateOperator(tx, id, { status });
    await keepAnAdministrator(tx);
    const revoked = status === 'disabled' ? await revokeOperatorSessions(tx, id, actor.at) : 0;
    await appendAuditEntry(tx, {
      ...actor,
      operation: status === 'disabled' ? 'operator.disable' : 'operator.enable',
      targetType: 'operator',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, ...(status === 'disabled' ? { sessions_revoked: revoked } : {}) },
    });
    return summaryOf(tx, after, actor.at);
  });
}

/**
 * Forgets the operator's password and authenticator app, ends their sessions, and gives a new set-up link
 * (a lost phone, a password someone else may know).
 */
export async function resetOperatorAccess(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  webOrigin: string,
): Promise<OperatorSetupLink> {
  return db.transaction(async (tx) => {
    const before = await targetOf(tx, id);
    const after = await clearCredentials(tx, id);
    const revoked = await revokeOperatorSessions(tx, id, actor.at);
    const link = await issueSetupLink(tx, { operatorId: id, webOrigin, now: actor.at });
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'operator.reset_access',
      targetType: 'operator',
      targetId: id,
      before: { ...auditedOperator(before), second_factor_enrolled: before.totpConfirmedAt !== null },
      after: { ...auditedOperator(after), second_factor_enrolled: false, sessions_revoked: revoked },
    });
    return {
      operator: operatorSummary(after, 0),
      setup_url: link.url,
      setup_expires_at: toJapanIso(link.expiresAt),
    };
  });
}

export async function revokeSessionsOf(db: AppDatabase, actor: AuditActor, id: number): Promise<RevokedSessions> {
  return db.transaction(async (tx) => {
    await targetOf(tx, id);
    const revoked = await revokeOperatorSessions(tx, id, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'operator.revoke_sessions',
      targetType: 'operator',
      targetId: id,
      before: null,
      after: { sessions_revoked: revoked },
    });
    return { revoked };
  });
}
