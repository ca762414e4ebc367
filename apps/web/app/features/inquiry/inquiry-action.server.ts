import { type ApiClient, ApiError } from '@hanabi/api-client';
import { inquiryErrorMessage, validateInquiry } from '@hanabi/contract';
import { redirect } from 'react-router';
import {
  fieldMessagesOf,
  formValuesOf,
  INQUIRY_INTENT,
  INTENT_FIELD,
  type InquiryFieldMessages,
  type InquiryFormState,
  type InquiryFormValues,
  isInquiryField,
} from './inquiry-form-state.ts';

/** The page shows the thanks step when the address carries the number the API gave the inquiry. */
export const RECEIVED_PARAM = 'received';

const SEND_FAILED_MESSAGE =
  '通信の問題により送信できませんでした。入力内容はそのまま残っていますので、時間をおいてもう一度「送信する」を押してください。';

/** `details` of the API's 400 as messages beside the fields (`body.email` → email). */
function fieldMessagesFromApi(data: unknown): InquiryFieldMessages {
  const details = (data as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return {};
  return fieldMessagesOf(
    details.flatMap((detail: { field?: unknown; reason?: unknown }) => {
      const field = typeof detail.field === 'string' ? detail.field.replace(/^body\./, '') : '';
      if (!isInquiryField(field)) return [];
      return [{ field, message: inquiryErrorMessage(field, String(detail.reason)) }];
    }),
  );
}

/** What the viewer sees when the API refused or could not take the inquiry: the form again, values kept. */
function refusal(error: ApiError, values: InquiryFormValues, confirmed: InquiryFormState): InquiryFormState {
  if (error.status === 400) {
    const errors = fieldMessagesFromApi(error.data);
    const formError = Object.keys(errors).length > 0 ? null : error.message;
    return { step: 'input', values, errors, formError };
  }
  // A rate limit (429) says when to try again in its message; anything else is ours to apologise for.
  return { ...confirmed, formError: error.status === 429 ? error.message : SEND_FAILED_MESSAGE };
}

/**
 * The form's post: 「入力内容を確認する」 checks the fields with the contract's rules (the same the API runs),
 * 「修正する」 goes back with the values, 「送信する」 sends the inquiry through the API and moves to the thanks
 * step by redirect, so reloading it sends nothing again.
 */
export async function answerInquiryPost(form: FormData, api: ApiClient): Promise<InquiryFormState | Response> {
  const values = formValuesOf(form);
  const intent = form.get(INTENT_FIELD);
  if (intent === INQUIRY_INTENT.edit) return { step: 'input', values, errors: {}, formError: null };

  const checked = validateInquiry(values);
  if (!checked.ok) return { step: 'input', values, errors: fieldMessagesOf(checked.errors), formError: null };
  const confirmed: InquiryFormState = { step: 'confirm', values, inquiry: checked.value, formError: null };
  if (intent !== INQUIRY_INTENT.send) return confirmed;

  try {
    const receipt = await api.sendInquiry(checked.value);
    return redirect(`/support/inquiry?${RECEIVED_PARAM}=${receipt.id}`, 303);
  } catch (error) {
    if (error instanceof ApiError) return refusal(error, values, confirmed);
    throw error;
  }
}
