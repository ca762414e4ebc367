import type { OperatorSetupLink } from '@hanabi/contract';
import type { FieldErrors } from '../form-errors.ts';

/** The form field naming what a post of the operators page asks for. */
export const INTENT_FIELD = 'intent';
export const OPERATOR_INTENTS = {
  invite: 'invite',
  changeRole: 'change_role',
  disable: 'disable',
  enable: 'enable',
  resetAccess: 'reset_access',
  revokeSessions: 'revoke_sessions',
} as const;

export interface InviteValues {
  email: string;
  name: string;
  role: string;
}

/** What the operators page shows after a post, above the list (which is loaded afresh). */
export type OperatorsAnswer =
  /** A one-time set-up link to hand to the operator: an invitation, or a reset of their access. */
  | { kind: 'setup_link'; reason: 'invited' | 'reset'; link: OperatorSetupLink }
  | { kind: 'invite_refused'; values: InviteValues; errors: FieldErrors; formError: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string };
