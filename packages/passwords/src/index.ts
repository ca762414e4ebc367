/**
 * Password hashes, for members (apps/accounts) and operators (apps/api) alike: argon2id (the library's default
 * algorithm) with OWASP's recommended minimum of 19 MiB of memory, 2 passes and 1 lane — about 17 ms per
 * verification on our 2-core development machine, which makes guessing from a stolen table expensive without
 * letting a burst of sign-ins exhaust memory. The parameters travel inside each PHC string, so raising them
 * later keeps old hashes verifiable.
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let decoy: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. A malformed hash matches nothing; so does a missing one (no
 * account has the address), in the time of one verification, so the answer's timing does not tell which
 * addresses have an account.
 */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy password that matches no account 0');
  try {
    const matches = await verify(passwordHash ?? (await decoy), password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
