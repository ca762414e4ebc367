import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openFestaUserId, parseSealKey, SEALED_ID_LIFETIME_MS, sealFestaUserId } from './request-form-seal.ts';

const key = randomBytes(32);
const NOW = new Date('2025-10-01T12:00:00+09:00');
const later = (milliseconds: number) => new Date(NOW.getTime() + milliseconds);

/** A member id sealed the way it was before sealed ids expired (purpose v1, the bare id). */
function sealedWithoutExpiry(festaUserId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from('hanabi:festa_user_id:v1', 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(festaUserId, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

describe('sealed festa user id', () => {
  it('opens with the same key, and differs on every sealing', () => {
    const first = sealFestaUserId('F1234567890', key, NOW);
    const second = sealFestaUserId('F1234567890', key, NOW);
    expect(first).not.toBe(second);
    expect(first).not.toContain('1234567890');
    const expiresAt = later(SEALED_ID_LIFETIME_MS);
    expect(openFestaUserId(first, key, NOW)).toEqual({ status: 'valid', festaUserId: 'F1234567890', expiresAt });
    expect(openFestaUserId(second, key, NOW)).toEqual({ status: 'valid', festaUserId: 'F1234567890', expiresAt });
  });

  it('opens for 30 minutes after it was sealed, then says it expired', () => {
    const sealed = sealFestaUserId('F1234567890', key, NOW);
    expect(SEALED_ID_LIFETIME_MS).toBe(30 * 60 * 1000);
    expect(openFestaUserId(sealed, key, later(SEALED_ID_LIFETIME_MS - 1))).toMatchObject({ status: 'valid' });
    expect(openFestaUserId(sealed, key, later(SEALED_ID_LIFETIME_MS))).toEqual({ status: 'expired' });
    expect(openFestaUserId(sealed, key, later(7 * 24 * 60 * 60 * 1000))).toEqual({ status: 'expired' });
  });

  it('does not open with another key, altered, truncated, as garbage or sealed without an expiry', () => {
    const sealed = sealFestaUserId('F1234567890', key, NOW);
    const invalid = { status: 'invalid' };
    expect(openFestaUserId(sealed, randomBytes(32), NOW)).toEqual(invalid);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(openFestaUserId(bytes.toString('base64url'), key, NOW)).toEqual(invalid);
    expect(openFestaUserId(sealed.slice(0, 20), key, NOW)).toEqual(invalid);
    expect(openFestaUserId('not sealed at all', key, NOW)).toEqual(invalid);
    expect(openFestaUserId(sealedWithoutExpiry('F1234567890'), key, NOW)).toEqual(invalid);
  });

  it('accepts only a 32-byte key', () => {
    expect(() => parseSealKey(randomBytes(16).toString('base64'))).toThrow(RangeError);
    expect(parseSealKey(key.toString('base64'))).toEqual(key);
  });
});
