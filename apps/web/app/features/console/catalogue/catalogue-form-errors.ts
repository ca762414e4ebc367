import { ApiError } from '@hanabi/api-client';
import type { z } from 'zod';
import { type FieldErrors, signedInRefusalMessage } from '../form-errors.ts';

/** The form field a refused value belongs to, from its path in the API's body (`['exclusive', 'ends_at']`). */
export type FieldOfPath = (path: readonly PropertyKey[]) => string;

/** The first field name of a path: enough for forms whose fields are the body's own. */
export const topField: FieldOfPath = (path) => String(path[0] ?? '');

/** The contract's refusals, each beside its field (first message wins); list rows say their line. */
export function catalogueFieldErrors(error: z.ZodError, fieldOf: FieldOfPath = topField): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [, row] = issue.path;
    const line = typeof row === 'number' && issue.path.length > 2 ? `${row + 1}行目: ` : '';
    errors[fieldOf(issue.path)] ??= `${line}${issue.message}`;
  }
  return errors;
}

/** What a refused save shows: messages beside fields when the API named one field, else above the form. */
export interface SaveRefusal {
  errors: FieldErrors;
  formError: string | null;
}

/**
 * An API refusal of a save, beside the field it names: a 400 or 409 whose details name one field of the
 * body (`body.tag_ids`, `body.number`) puts its Japanese message there; any other refusal goes above the
 * form. A session that ended or a missing permission is rethrown (the page answers those).
 */
export function saveRefusalOf(error: unknown, fieldOf: FieldOfPath = topField): SaveRefusal {
  const message = signedInRefusalMessage(error);
  const details = error instanceof ApiError ? (error.data as { details?: unknown } | undefined)?.details : undefined;
  const fields = Array.isArray(details)
    ? [
        ...new Set(
          details
            .map((detail) => (detail as { field?: unknown }).field)
            .filter((field): field is string => typeof field === 'string' && field.startsWith('body.'))
            .map((field) => fieldOf(field.split('.').slice(1))),
        ),
      ]
    : [];
  const [only] = fields;
  return fields.length === 1 && only
    ? { errors: { [only]: message }, formError: null }
    : { errors: {}, formError: message };
}
