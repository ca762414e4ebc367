import { randomBytes } from 'node:crypto';

/** A CENC content key and the id the media carries for it: 128 bits each, as 32 lowercase hex digits. */
export interface ContentKey {
  keyId: string;
  key: string;
}

export function newContentKey(): ContentKey {
  return { keyId: randomBytes(16).toString('hex'), key: randomBytes(16).toString('hex') };
}
