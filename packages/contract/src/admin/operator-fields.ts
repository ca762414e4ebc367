/**
 * The fields an operator types (addresses, names, passwords, codes), each with its Japanese message: the
 * API answers a refused field with the message written here, and the console shows the same beside it.
 */
import { z } from 'zod';

export const OPERATOR_EMAIL_MAX_LENGTH = 254;
export const OPERATOR_NAME_MAX_LENGTH = 40;
/** Long enough that a guessed password is out of reach, with room for a passphrase. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;

/** Deliberately loose, as at registration: something@something.tld. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An operator's address as kept: NFKC (full-width input becomes ASCII), trimmed, lower-cased. */
export function normaliseOperatorEmail(typed: string): string {
  return typed.normalize('NFKC').trim().toLowerCase();
}

export const operatorEmailSchema = z
  .string({ error: 'メールアドレスを入力してください。' })
  .transform(normaliseOperatorEmail)
  .pipe(
    z
      .string()
      .min(1, { error: 'メールアドレスを入力してください。' })
      .max(OPERATOR_EMAIL_MAX_LENGTH, {
        error: `メールアドレスは${OPERATOR_EMAIL_MAX_LENGTH}文字以内で入力してください。`,
      })
      .regex(EMAIL_SHAPE, { error: 'メールアドレスの形式が正しくありません（例: operator@example.com）。' }),
  )
  .describe('kept NFKC-normalised, trimmed and lower-cased');

export const operatorNameSchema = z
  .string({ error: '表示名を入力してください。' })
  .trim()
  .min(1, { error: '表示名を入力してください。' })
  .max(OPERATOR_NAME_MAX_LENGTH, { error: `表示名は${OPERATOR_NAME_MAX_LENGTH}文字以内で入力してください。` })
  .describe('how the operator appears in the console and the audit log');

/** A password typed to sign in: only its presence is checked, so the rules never tell what an account has. */
export const typedPasswordSchema = z
  .string({ error: 'パスワードを入力してください。' })
  .min(1, { error: 'パスワードを入力してください。' })
  .max(1024, { error: 'パスワードが長すぎます。' });

/** A new password, chosen at set-up. */
export const newOperatorPasswordSchema = z
  .string({ error: 'パスワードを入力してください。' })
  .refine((password) => [...password].length >= OPERATOR_PASSWORD_MIN_LENGTH, {
    error: `パスワードは${OPERATOR_PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
  })
  .refine((password) => [...password].length <= OPERATOR_PASSWORD_MAX_LENGTH, {
    error: `パスワードは${OPERATOR_PASSWORD_MAX_LENGTH}文字以内で入力してください。`,
  })
  .refine((password) => password.trim() === password, {
    error: 'パスワードの先頭と末尾に空白は使えません。',
  })
  .describe(`${OPERATOR_PASSWORD_MIN_LENGTH}–${OPERATOR_PASSWORD_MAX_LENGTH} characters, no leading or trailing space`);

/** The six digits an authenticator app shows; spaces a viewer types between them are ignored. */
export const totpCodeSchema = z
  .string({ error: '確認コードを入力してください。' })
  .transform((typed) => typed.normalize('NFKC').replace(/\s/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, { error: '確認コードは認証アプリに表示される6桁の数字を入力してください。' }));

/** A recovery code as printed (`xxxx-xxxx-xxxx`), case and hyphens ignored when typed. */
export const recoveryCodeSchema = z
  .string({ error: 'リカバリーコードを入力してください。' })
  .transform((typed) => typed.normalize('NFKC').replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^[0-9a-z]{12}$/, { error: 'リカバリーコードは英数字12文字（例: ab12-cd34-ef56）で入力してください。' }),
  );

/** The token of a one-time set-up link, as the link carries it. */
export const setupTokenSchema = z
  .string({ error: '設定用リンクが正しくありません。' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: '設定用リンクが正しくありません。' });
