import { ApiError } from '@hanabi/api-client';
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { GRANT_MESSAGES } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { GRANT_INTENTS, INTENT_FIELD, type SupportAnswer } from './support-answer.ts';

/**
 * The approval queue's posts: approve (the present goes to the member) or reject. The requester's own grant
 * is refused by the API with 403 and its Japanese reason, shown here rather than as the page's 403.
 */
export async function answerGrantsPost(form: FormData, api: AdminApiClient): Promise<SupportAnswer> {
  const id = parseRouteId(textField(form, 'id'));
  const intent = textField(form, INTENT_FIELD);
  if (id === null) return { kind: 'refused', message: '対象の付与申請が見つかりません。' };
  try {
    if (intent === GRANT_INTENTS.approve) {
      const grant = await api.approveGrant(id);
      return {
        kind: 'done',
        message: `「${grant.present_name}」を承認しました。会員のプレゼントボックスに届きました。`,
      };
    }
    if (intent === GRANT_INTENTS.reject) {
      const grant = await api.rejectGrant(id);
      return { kind: 'done', message: `「${grant.present_name}」の付与を却下しました。` };
    }
    return { kind: 'refused', message: 'この操作には対応していません。' };
  } catch (error) {
    if (error instanceof ApiError && error.message === GRANT_MESSAGES.ownRequest) {
      return { kind: 'refused', message: error.message };
    }
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
}
