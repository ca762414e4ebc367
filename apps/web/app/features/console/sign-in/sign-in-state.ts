import type { TotpEnrollment } from '@hanabi/contract';
import type { FieldErrors } from '../form-errors.ts';

/** The form field naming the step a post belongs to. */
export const STEP_FIELD = 'step';
export const SIGN_IN_STEPS = { password: 'password', code: 'code', recoveryCode: 'recovery_code' } as const;

/**
 * Where the sign-in stands after a post: the password step; the second step (a code from the authenticator
 * app, or a recovery code), with the QR code to register the app at the first sign-in; the recovery codes,
 * shown once after enrolment, before going on.
 */
export type SignInState =
  | { step: 'password'; email: string; errors: FieldErrors; formError: string | null }
  | {
      step: 'second_factor';
      /** The app to register at the first sign-in; null once it is registered. */
      enrollment: TotpEnrollment | null;
      /** The operator chose to type a recovery code instead of the app's code. */
      recovery: boolean;
      errors: FieldErrors;
      formError: string | null;
    }
  | { step: 'recovery_codes'; codes: string[] };

export const FIRST_STEP: SignInState = { step: 'password', email: '', errors: {}, formError: null };

/** Only an image of ours is shown as the QR code: the enrolment travels back through the form on a wrong code. */
export function isQrCodeImage(dataUrl: string): boolean {
  return /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(dataUrl);
}
