/**
 * Operator passwords: argon2id with the parameters of the members' (apps/accounts password-hashing.ts,
 * OWASP's minimum: 19 MiB, 2 passes, 1 lane). An address that belongs to no operator spends the time of
 * one check too, so the answer's timing does not tell who is an operator.
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashOperatorPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; a missing or malformed hash matches nothing, in the same time. */
export async function checkOperatorPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoy ??= hashOperatorPassword('decoy: no operator has this password 0');
  try {
    const matches = await verify(passwordHash ?? (await decoy), password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
