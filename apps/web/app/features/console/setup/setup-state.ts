import type { OperatorSetupLookup } from '@hanabi/contract';
import type { FieldErrors } from '../form-errors.ts';

/** The query parameter of the set-up link, and the form field carrying it back. */
export const TOKEN_PARAM = 'token';

/** The set-up link's page: whose account it sets up, or why the link no longer works. */
export type SetupLinkState =
  | { valid: true; token: string; account: OperatorSetupLookup }
  | { valid: false; message: string };

export type SetupAnswer =
  | { done: true; email: string }
  | { done: false; linkInvalid: string | null; errors: FieldErrors; formError: string | null };
