import { ApiError } from '@hanabi/api-client';
import type { z } from 'zod';

/** Japanese messages beside the fields of a form, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field the contract's schema refused (the messages the API answers with). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Shown when the API could not be reached or failed on its side: nothing the operator typed was wrong. */
export const CONSOLE_SEND_FAILED =
  '通信の問題またはサーバーの不具合により、処理できませんでした。時間をおいてもう一度お試しください。';

/**
 * A refusal of the API as the form's message: its Japanese message for a 4xx (a taken address, the last
 * administrator, a lock-out), an apology for the rest. Anything that is not an API error is a bug: rethrown.
 */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  return error.status >= 400 && error.status < 500 ? error.message : CONSOLE_SEND_FAILED;
}

/** A form field's value as text ('' when missing or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The same for a signed-in operator's forms, but a session that ended (401) or an operation the role may not
 * do (403) is rethrown: the page answers those (callAsOperator: sign in again, or the 403 page).
 */
export function signedInRefusalMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
  return refusalMessage(error);
}
