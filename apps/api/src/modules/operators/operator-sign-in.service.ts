/**
 * Operator sign-in in two steps (decision 0041). The password step starts a pending session (and, before
 * the first sign-in, a new authenticator secret to enrol); the second step takes a TOTP code or a recovery
 * code and signs the session in, recording the sign-in in the audit log in the same transaction. Both steps
 * count towards the same limits (operator-sign-in-limits.ts).
 */
import {
  type ApiErrorName,
  OPERATOR_AUTH_MESSAGES,
  type OperatorSignedIn,
  type OperatorSignInResult,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, operatorRecoveryCodes } from '@hanabi/db';
import { checkPassword } from '@hanabi/passwords';
import type { SignInOutcome } from '@hanabi/sign-in-limits';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import {
  completeSession,
  findPendingSession,
  type OperatorRow,
  startPendingSession,
} from '../../lib/operator-sessions.ts';
import { operatorMe } from './operator-me.ts';
import { attemptOperatorStep } from './operator-sign-in-limits.ts';
import { findOperatorByEmail, lockOperator, updateOperator } from './operators.repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, totpEnrollment, totpStepOf } from './totp.ts';

export interface SignInContext {
  clientAddress: string;
  now: Date;
}

/** The answer to a refused step: 429 for the address, 423 for a locked operator, else `wrong`. */
function refusal(outcome: Exclude<SignInOutcome<unknown>, { outcome: 'right' }>, wrong: ApiError): ApiError {
  if (outcome.outcome === 'address_blocked') {
    return new ApiError('tooManyRequests', { message: OPERATOR_AUTH_MESSAGES.addressLimited });
  }
  if (outcome.outcome === 'account_locked' || outcome.lockedUntil) return new ApiError('operatorLocked');
  return wrong;
}

function wrong(kind: ApiErrorName, message?: string): ApiError {
  return new ApiError(kind, message ? { message } : {});
}

export async function signInWithPassword(
  db: AppDatabase,
  { email, password }: { email: string; password: string },
  { clientAddress, now }: SignInContext,
): Promise<{ token: string; result: OperatorSignInResult }> {
  const outcome = await attemptOperatorStep(
    db,
    { email, ipAddress: clientAddress, step: 'password', now },
    async (tx) => {
      const found = await findOperatorByEmail(tx, email);
      const operator = found?.status === 'active' ? found : undefined;
      const right = await checkPassword(operator?.passwordHash ?? null, password);
      return right && operator ? operator : null;
    },
  );
  if (outcome.outcome !== 'right') throw refusal(outcome, wrong('operatorSignInFailed'));
  const operator = outcome.result;
  return db.transaction(async (tx) => {
    const token = await startPendingSession(tx, { operatorId: operator.id, clientAddress, now });
    if (operator.totpConfirmedAt) return { token, result: { next: 'second_factor' as const } };
    // Until its first code is entered, each password step gives a new secret: an abandoned QR code is worthless.
    const secret = newTotpSecret();
    await updateOperator(tx, operator.id, { totpSecret: secret });
    return {
      token,
      result: { next: 'enroll_totp' as const, enrollment: await totpEnrollment(secret, operator.email) },
    };
  });
}

/** As the contract's operatorSecondFactorRequestSchema leaves it: exactly one of the two. */
type SecondFactor = { code?: string; recovery_code?: string };

/** Accepts a current TOTP code not accepted before; returns the method, or null. */
async function acceptTotp(tx: AppDatabase, operator: OperatorRow, code: string, now: Date): Promise<'totp' | null> {
  if (!operator.totpSecret) return null;
  const step = totpStepOf(operator.totpSecret, code, now);
  if (step === null || (operator.totpLastStep !== null && step <= operator.totpLastStep)) return null;
  await updateOperator(tx, operator.id, { totpLastStep: step });
  return 'totp';
}

/** Uses an unused recovery code of an enrolled operator; returns the method, or null. */
async function acceptRecoveryCode(tx: AppDatabase, operator: OperatorRow, code: string, now: Date) {
  if (!operator.totpConfirmedAt) return null;
  const used = await tx
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operator.id),
        eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length > 0 ? ('recovery_code' as const) : null;
}

/** Replaces the operator's recovery codes with a fresh set; returns the codes to show once. */
async function replaceRecoveryCodes(tx: AppDatabase, operatorId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await tx
    .insert(operatorRecoveryCodes)
    .values(codes.map(({ hash }) => ({ operatorId, codeHash: hash, createdAt: now })));
  return codes.map(({ shown }) => shown);
}

export async function signInWithSecondFactor(
  db: AppDatabase,
  token: string | undefined,
  factor: SecondFactor,
  { clientAddress, now }: SignInContext,
): Promise<OperatorSignedIn> {
  const pending = token ? await findPendingSession(db, token, now) : null;
  if (!pending) throw new ApiError('operatorSignInRequired', { message: OPERATOR_AUTH_MESSAGES.signInExpired });
  const operatorId = pending.operator.id;
  const attempt = { email: pending.operator.email, ipAddress: clientAddress, step: 'second_factor' as const, now };
  const outcome = await attemptOperatorStep(db, attempt, async (tx) => {
    const operator = await lockOperator(tx, operatorId);
    if (!operator) return null;
    const method =
      factor.code !== undefined
        ? await acceptTotp(tx, operator, factor.code, now)
        : await acceptRecoveryCode(tx, operator, factor.recovery_code ?? '', now);
    if (!method) return null;
    const enrolling = operator.totpConfirmedAt === null;
    const expiresAt = await completeSession(tx, pending.tokenHash, now);
    await updateOperator(tx, operatorId, { lastSignedInAt: now, ...(enrolling ? { totpConfirmedAt: now } : {}) });
    const actor = { operatorId, clientAddress, at: now, targetType: 'operator', targetId: operatorId };
    const recoveryCodes = enrolling ? await replaceRecoveryCodes(tx, operatorId, now) : null;
    if (recoveryCodes) {
      await appendAuditEntry(tx, {
        ...actor,
        operation: 'operator.enroll_totp',
        before: { second_factor_enrolled: false },
        after: { second_factor_enrolled: true, recovery_codes: recoveryCodes.length },
      });
    }
    await appendAuditEntry(tx, { ...actor, operation: 'operator.sign_in', before: null, after: { method } });
    return { operator: operatorMe(operator, expiresAt), recovery_codes: recoveryCodes };
  });
  if (outcome.outcome === 'right') return outcome.result;
  const message = factor.code !== undefined ? undefined : OPERATOR_AUTH_MESSAGES.recoveryCodeInvalid;
  throw refusal(outcome, wrong('secondFactorInvalid', message));
}
