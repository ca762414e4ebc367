/** The password rules, shown on every form that sets a password and checked on the server. */
import type { FieldErrors } from './field-errors.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const PASSWORD_RULES_TEXT =
  '8〜64文字で、半角の英字と数字をそれぞれ1文字以上含めてください。記号（!#$% など）も使えます。';

/** Printable ASCII without the space: what the rules above call 半角の英字・数字・記号. */
const ALLOWED_CHARACTERS = /^[\x21-\x7e]*$/;

/** Errors of the `password` and `passwordConfirmation` fields, in Japanese. */
export function passwordErrors(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  const length = [...password].length;
  if (password === '') errors.password = 'パスワードを入力してください。';
  else if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    errors.password = `パスワードは${PASSWORD_MIN_LENGTH}〜${PASSWORD_MAX_LENGTH}文字で入力してください（いまは${length}文字です）。`;
  else if (!ALLOWED_CHARACTERS.test(password))
    errors.password = 'パスワードに使えるのは半角の英字・数字・記号です。全角文字や空白は使えません。';
  else if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password))
    errors.password = 'パスワードには半角の英字と数字をそれぞれ1文字以上含めてください。';

  if (confirmation === '') errors.passwordConfirmation = '確認のため、パスワードをもう一度入力してください。';
  else if (!errors.password && confirmation !== password)
    errors.passwordConfirmation = 'パスワードが一致しません。同じパスワードをもう一度入力してください。';
  return errors;
}
