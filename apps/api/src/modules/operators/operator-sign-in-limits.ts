/**
 * Limits on guessing an operator's password or second factor, as for members (decision 0030) and on the same
 * mechanism (@hanabi/sign-in-limits), counted in operator_sign_in_attempts: per operator address, 5 failed
 * steps in a row (wrong passwords and wrong codes alike) within 15 minutes lock it for 15 minutes from the
 * fifth; per client address, 20 checks within 15 minutes, whatever the addresses typed.
 */
import { OPERATOR_SIGN_IN_LIMITS } from '@hanabi/contract';
import { type AppDatabase, operatorSignInAttempts } from '@hanabi/db';
import { attemptSignIn, type SignInAttempt, type SignInDoor, type SignInOutcome } from '@hanabi/sign-in-limits';

const MINUTE_MS = 60 * 1000;

const OPERATOR_SIGN_IN: SignInDoor = {
  attempts: operatorSignInAttempts,
  lockName: 'operator-sign-in',
  limits: {
    failuresBeforeLock: OPERATOR_SIGN_IN_LIMITS.failuresBeforeLock,
    lockMs: OPERATOR_SIGN_IN_LIMITS.lockMinutes * MINUTE_MS,
    address: {
      limit: OPERATOR_SIGN_IN_LIMITS.attemptsPerAddress,
      windowMs: OPERATOR_SIGN_IN_LIMITS.addressWindowMinutes * MINUTE_MS,
    },
  },
};

export interface OperatorAttempt extends SignInAttempt {
  step: 'password' | 'second_factor';
}

/**
 * One checked step within both limits. `check` runs inside the locked transaction and gives the result when
 * right (doing its writes in `tx`, which commit with the attempt), null when wrong.
 */
export function attemptOperatorStep<Result>(
  db: AppDatabase,
  attempt: OperatorAttempt,
  check: (tx: AppDatabase) => Promise<Result | null>,
): Promise<SignInOutcome<Result>> {
  const { email, ipAddress, step, now } = attempt;
  return attemptSignIn(db, OPERATOR_SIGN_IN, attempt, check, (tx, succeeded) =>
    tx.insert(operatorSignInAttempts).values({ email, ipAddress, step, succeeded, attemptedAt: now }),
  );
}
