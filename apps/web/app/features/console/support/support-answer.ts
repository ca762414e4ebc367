import type { FieldErrors } from '../form-errors.ts';

/** The name of the field that says which form of a support page was posted. */
export const INTENT_FIELD = 'intent';

export const INQUIRY_INTENTS = { update: 'update', note: 'note', reply: 'reply' } as const;
export const MEMBER_INTENTS = { revokeSessions: 'revoke_sessions', grant: 'grant' } as const;
export const GRANT_INTENTS = { approve: 'approve', reject: 'reject' } as const;

/** What a support page's post did: done or refused (above the page), or a form's fields refused beside them. */
export type SupportAnswer =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'fields_refused'; form: string; errors: FieldErrors; values: Record<string, string> };
