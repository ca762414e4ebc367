import { ApiError } from '@hanabi/api-client';
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { API_ERRORS, operatorSetupRequestSchema, setupTokenSchema } from '@hanabi/contract';
import { apiErrorResponse } from '../../../lib/route-errors.ts';
import { fieldErrorsOf, refusalMessage, textField } from '../form-errors.ts';
import { type SetupAnswer, type SetupLinkState, TOKEN_PARAM } from './setup-state.ts';

const CONFIRMATION_MISMATCH = '確認のため、同じパスワードをもう一度入力してください。';

function isLinkRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 410 || error.status === 400);
}

/** Looks the link's token up: a malformed one is refused here, a used or expired one by the API (410). */
export async function lookUpSetupLink(token: string | null, api: AdminApiClient): Promise<SetupLinkState> {
  const checked = setupTokenSchema.safeParse(token);
  if (!checked.success) return { valid: false, message: API_ERRORS.setupLinkInvalid.message };
  try {
    return { valid: true, token: checked.data, account: await api.lookUpOperatorSetup(checked.data) };
  } catch (error) {
    if (isLinkRefused(error)) return { valid: false, message: error.message };
    if (error instanceof ApiError) throw apiErrorResponse(error);
    throw error;
  }
}

/** The password chosen through the link: checked with the contract's rules, typed twice, then set by the API. */
export async function answerSetupPost(form: FormData, api: AdminApiClient): Promise<SetupAnswer> {
  const password = textField(form, 'password');
  const checked = operatorSetupRequestSchema.safeParse({ token: textField(form, TOKEN_PARAM), password });
  const errors = checked.success ? {} : fieldErrorsOf(checked.error);
  if (errors.token)
    return { done: false, linkInvalid: API_ERRORS.setupLinkInvalid.message, errors: {}, formError: null };
  if (!errors.password && textField(form, 'password_confirmation') !== password) {
    errors.password_confirmation = CONFIRMATION_MISMATCH;
  }
  if (!checked.success || errors.password_confirmation) {
    return { done: false, linkInvalid: null, errors, formError: null };
  }
  try {
    const result = await api.completeOperatorSetup(checked.data);
    return { done: true, email: result.email };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) {
      return { done: false, linkInvalid: error.message, errors: {}, formError: null };
    }
    return { done: false, linkInvalid: null, errors: {}, formError: refusalMessage(error) };
  }
}
