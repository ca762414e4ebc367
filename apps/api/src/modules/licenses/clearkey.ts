/** EME ClearKey writes key ids and keys in base64url without padding; the database keeps them in hex. */

export function hexToBase64Url(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64url');
}

export function base64UrlToHex(base64Url: string): string {
  return Buffer.from(base64Url, 'base64url').toString('hex');
}
