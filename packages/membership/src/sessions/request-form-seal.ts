/**
 * The encrypted member id handed to the request-form service (spec §6: the request form opens with the
 * encrypted user id). AES-256-GCM with a key both sides are configured with: the API seals, the request
 * form opens, and anyone else sees an opaque string they can neither read nor alter. The sealed value
 * carries its expiry, so a link copied from a page, a history or a log stops working half an hour after it
 * was made (decision 0037).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * Binds a sealed value to its purpose, so a value sealed for something else never opens here. v2 carries an
 * expiry; v1 values (which never expired) no longer open.
 */
const PURPOSE = Buffer.from('hanabi:festa_user_id:v2', 'utf8');

/** How long a sealed member id opens after it was sealed. */
export const SEALED_ID_LIFETIME_MS = 30 * 60 * 1000;

const sealedContentSchema = z.object({ id: z.string(), expiresAt: z.number().int() });

export type SealedIdOpening =
  | { status: 'valid'; festaUserId: string; expiresAt: Date }
  /** Sealed with this key and unaltered, but past its expiry. */
  | { status: 'expired' }
  /** Not sealed with this key, altered, or not a sealed value at all. */
  | { status: 'invalid' };

/** Parses the configured key (base64 of 32 bytes). @throws RangeError when it is not one. */
export function parseSealKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new RangeError('the key must be 32 bytes, base64-encoded');
  return key;
}

/**
 * Seals a festa user id that opens until SEALED_ID_LIFETIME_MS after `now`: base64url of iv | ciphertext |
 * tag, different on every call.
 */
export function sealFestaUserId(festaUserId: string, key: Buffer, now: Date): string {
  const content = JSON.stringify({ id: festaUserId, expiresAt: now.getTime() + SEALED_ID_LIFETIME_MS });
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(PURPOSE);
  const ciphertext = Buffer.concat([cipher.update(content, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

function decrypt(sealed: string, key: Buffer): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(PURPOSE);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** Opens a sealed id as of `now`. */
export function openFestaUserId(sealed: string, key: Buffer, now: Date): SealedIdOpening {
  const plain = decrypt(sealed, key);
  if (plain === null) return { status: 'invalid' };
  let content: z.infer<typeof sealedContentSchema>;
  try {
    content = sealedContentSchema.parse(JSON.parse(plain));
  } catch {
    return { status: 'invalid' };
  }
  if (now.getTime() >= content.expiresAt) return { status: 'expired' };
  return { status: 'valid', festaUserId: content.id, expiresAt: new Date(content.expiresAt) };
}

/**
 * The key used when REQUEST_FORM_KEY is not configured, so that `npm start` works out of the box. It is
 * public (it is in this file): production refuses to start with it.
 */
export const DEVELOPMENT_SEAL_KEY = 'KAbCPPwiiAxoXg5C63Ji0JOYWY4bmM9xHOwFqOZ2E8g=';

const developmentKey = parseSealKey(DEVELOPMENT_SEAL_KEY);

/**
 * The REQUEST_FORM_KEY setting, read the same way by the API (which seals) and the request form (which
 * opens): base64 of 32 bytes, or the development key when unset.
 */
export const sealKeySetting = z
  .string()
  .optional()
  .transform((value, context) => {
    try {
      return parseSealKey(value ?? DEVELOPMENT_SEAL_KEY);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be 32 bytes, base64-encoded' });
      return z.NEVER;
    }
  });

/** The development key is published in the repository: anyone could read and forge ids sealed with it. */
export function isDevelopmentSealKey(key: Buffer): boolean {
  return key.equals(developmentKey);
}
