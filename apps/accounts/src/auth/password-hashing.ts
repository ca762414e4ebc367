/**
 * Password hashes: argon2id (the library's default algorithm) with OWASP's recommended minimum of 19 MiB of
 * memory, 2 passes and 1 lane — about 17 ms per verification on our 2-core development machine, which makes
 * guessing from a stolen table expensive without letting a burst of logins exhaust memory. The parameters
 * travel inside each PHC string, so raising them later keeps old hashes verifiable.
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash signs nobody in.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the address belongs to nobody, so the answer's timing does not
 * tell which addresses are registered.
 */
export async function verifyNobody(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches no member 0');
  await verifyPassword(await decoyHash, password);
  return false;
}
