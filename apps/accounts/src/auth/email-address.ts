/**
 * Email addresses as the service keeps them: NFKC (so full-width characters typed on a Japanese keyboard
 * become their ASCII forms), trimmed and lower-cased, so one address can register only once.
 */

const MAX_EMAIL_LENGTH = 254;
/** Deliberately loose: something@something.tld. The confirmation mail is the real check. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normaliseEmail(typed: string): string {
  return typed.normalize('NFKC').trim().toLowerCase();
}

/** What is wrong with a normalised address, in Japanese; undefined when it is usable. */
export function emailError(email: string): string | undefined {
  if (email === '') return 'メールアドレスを入力してください。';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) {
    return 'メールアドレスの形式が正しくありません（例: hanabi@example.com）。';
  }
  return undefined;
}
