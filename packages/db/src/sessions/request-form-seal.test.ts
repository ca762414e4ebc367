import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openFestaUserId, parseSealKey, sealFestaUserId } from './request-form-seal.ts';

const key = randomBytes(32);

describe('sealed festa user id', () => {
  it('opens with the same key, and differs on every sealing', () => {
    const first = sealFestaUserId('F1234567890', key);
    const second = sealFestaUserId('F1234567890', key);
    expect(first).not.toBe(second);
    expect(first).not.toContain('1234567890');
    expect(openFestaUserId(first, key)).toBe('F1234567890');
    expect(openFestaUserId(second, key)).toBe('F1234567890');
  });

  it('does not open with another key, altered, truncated or as garbage', () => {
    const sealed = sealFestaUserId('F1234567890', key);
    expect(openFestaUserId(sealed, randomBytes(32))).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(openFestaUserId(bytes.toString('base64url'), key)).toBeNull();
    expect(openFestaUserId(sealed.slice(0, 20), key)).toBeNull();
    expect(openFestaUserId('not sealed at all', key)).toBeNull();
  });

  it('accepts only a 32-byte key', () => {
    expect(() => parseSealKey(randomBytes(16).toString('base64'))).toThrow(RangeError);
    expect(parseSealKey(key.toString('base64'))).toEqual(key);
  });
});
