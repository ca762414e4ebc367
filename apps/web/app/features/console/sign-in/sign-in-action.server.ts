import { ApiError } from '@hanabi/api-client';
import type { AdminApiClient } from '@hanabi/api-client/admin';
import {
  API_ERRORS,
  operatorSecondFactorRequestSchema,
  operatorSignInRequestSchema,
  type TotpEnrollment,
} from '@hanabi/contract';
import { redirectDocument } from 'react-router';
import { fieldErrorsOf, refusalMessage, textField } from '../form-errors.ts';
import { consoleReturnPath, RETURN_PARAM } from '../return-path.ts';
import { isQrCodeImage, SIGN_IN_STEPS, type SignInState, STEP_FIELD } from './sign-in-state.ts';

/** The enrolment the second step's form carried back (hidden fields), when it is one of ours. */
function enrollmentOf(form: FormData): TotpEnrollment | null {
  const enrollment = {
    otpauth_uri: textField(form, 'otpauth_uri'),
    qr_code_data_url: textField(form, 'qr_code_data_url'),
    secret: textField(form, 'secret'),
  };
  const complete = enrollment.otpauth_uri.startsWith('otpauth://') && isQrCodeImage(enrollment.qr_code_data_url);
  return complete && enrollment.secret !== '' ? enrollment : null;
}

async function passwordStep(form: FormData, api: AdminApiClient): Promise<SignInState> {
  const email = textField(form, 'email');
  const checked = operatorSignInRequestSchema.safeParse({ email, password: textField(form, 'password') });
  if (!checked.success) return { step: 'password', email, errors: fieldErrorsOf(checked.error), formError: null };
  try {
    const result = await api.signInOperator(checked.data);
    const enrollment = result.next === 'enroll_totp' ? result.enrollment : null;
    return { step: 'second_factor', enrollment, recovery: false, errors: {}, formError: null };
  } catch (error) {
    return { step: 'password', email, errors: {}, formError: refusalMessage(error) };
  }
}

/** A wrong code keeps the operator on the second step; any other refusal (expired, locked) starts over. */
function isWrongCode(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_ERRORS.secondFactorInvalid.code;
}

async function secondFactorStep(form: FormData, api: AdminApiClient, next: string): Promise<SignInState | Response> {
  const recovery = textField(form, STEP_FIELD) === SIGN_IN_STEPS.recoveryCode;
  const enrollment = recovery ? null : enrollmentOf(form);
  const again = { step: 'second_factor', enrollment, recovery } as const;
  const typed = recovery ? { recovery_code: textField(form, 'recovery_code') } : { code: textField(form, 'code') };
  const checked = operatorSecondFactorRequestSchema.safeParse(typed);
  if (!checked.success) return { ...again, errors: fieldErrorsOf(checked.error), formError: null };
  try {
    const signedIn = await api.completeOperatorSignIn(checked.data);
    if (signedIn.recovery_codes) return { step: 'recovery_codes', codes: signedIn.recovery_codes };
    return redirectDocument(next, 303);
  } catch (error) {
    const message = refusalMessage(error);
    if (isWrongCode(error)) return { ...again, errors: {}, formError: message };
    return { step: 'password', email: '', errors: {}, formError: message };
  }
}

/**
 * The sign-in page's posts. The password step starts a pending session (the API's cookie, passed on); the
 * second step completes it and goes back to the page the operator asked for, or first shows the recovery
 * codes when this sign-in registered the authenticator app. The fields are checked with the contract's
 * schemas first, so the messages are the API's own.
 */
export async function answerSignInPost(form: FormData, api: AdminApiClient): Promise<SignInState | Response> {
  const next = consoleReturnPath(textField(form, RETURN_PARAM));
  const step = textField(form, STEP_FIELD);
  if (step === SIGN_IN_STEPS.code || step === SIGN_IN_STEPS.recoveryCode) return secondFactorStep(form, api, next);
  return passwordStep(form, api);
}
