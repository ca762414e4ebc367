/**
 * TOTP of the operators' authenticator apps (RFC 6238 through `otpauth`: SHA-1, 6 digits, 30 seconds, the
 * defaults every app reads). A code is accepted one step early or late, for clocks that drift, and never
 * twice: the caller keeps the step of the last accepted code and refuses any not after it.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Hanabi 管理画面';
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new secret (160 random bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment shows: the otpauth URI, its QR code as a PNG data URL, and the secret to type. */
export async function totpEnrollment(secret: string, email: string) {
  const uri = totpOf(secret, email).toString();
  return { otpauth_uri: uri, qr_code_data_url: await QRCode.toDataURL(uri), secret };
}

/** The time step `code` belongs to at `now`, or null when it is not a current code of this secret. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
