import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './index.ts';

describe('password hashes', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, and checks the right password only', async () => {
    const stored = await hashPassword('花火の夜のパスワード');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(stored, '花火の夜のパスワード')).toBe(true);
    expect(await checkPassword(stored, '花火の朝のパスワード')).toBe(false);
  });

  it('lets nobody in without a hash or with a malformed one, even with the decoy password', async () => {
    expect(await checkPassword(null, 'decoy password that matches no account 0')).toBe(false);
    expect(await checkPassword('not a hash', 'anything')).toBe(false);
  });
});
