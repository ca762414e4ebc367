/**
 * Recovery codes: twelve random letters and digits each (about 62 bits), printed `xxxx-xxxx-xxxx`, usable
 * once. Only their SHA-256 is kept: at 62 bits a stored hash cannot be walked back, and a code alone signs
 * nobody in without the password.
 */
import { createHash, randomInt } from 'node:crypto';
import { OPERATOR_RECOVERY_CODE_COUNT } from '@hanabi/contract';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A code as the contract's recoveryCodeSchema leaves it: twelve characters, lower case, no hyphens. */
export function hashRecoveryCode(normalised: string): string {
  return createHash('sha256').update(`operator-recovery:${normalised}`, 'utf8').digest('hex');
}

function newCode(): string {
  const characters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/** A fresh set: the codes to show once, and the hashes to keep. */
export function newRecoveryCodes(): Array<{ shown: string; hash: string }> {
  return Array.from({ length: OPERATOR_RECOVERY_CODE_COUNT }, () => {
    const shown = newCode();
    return { shown, hash: hashRecoveryCode(shown.replaceAll('-', '')) };
  });
}
