import type { AdminApiClient } from '@hanabi/api-client/admin';
import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES, type OperatorRole, operatorInviteRequestSchema } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { fieldErrorsOf, signedInRefusalMessage, textField } from '../form-errors.ts';
import { INTENT_FIELD, OPERATOR_INTENTS, type OperatorsAnswer } from './operators-answer.ts';

const UNKNOWN_OPERATOR = '対象のオペレーターが見つかりません。一覧を読み込み直してから、もう一度お試しください。';

async function invite(form: FormData, api: AdminApiClient): Promise<OperatorsAnswer> {
  const values = { email: textField(form, 'email'), name: textField(form, 'name'), role: textField(form, 'role') };
  const checked = operatorInviteRequestSchema.safeParse(values);
  if (!checked.success) {
    return { kind: 'invite_refused', values, errors: fieldErrorsOf(checked.error), formError: null };
  }
  try {
    return { kind: 'setup_link', reason: 'invited', link: await api.inviteOperator(checked.data) };
  } catch (error) {
    return { kind: 'invite_refused', values, errors: {}, formError: signedInRefusalMessage(error) };
  }
}

function isRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** One operator's row action; the API says no in Japanese (the last administrator, oneself…). */
async function actOnOperator(
  intent: string,
  id: number,
  form: FormData,
  api: AdminApiClient,
): Promise<OperatorsAnswer> {
  switch (intent) {
    case OPERATOR_INTENTS.changeRole: {
      const role = textField(form, 'role');
      if (!isRole(role)) return { kind: 'refused', message: '権限を一覧から選んでください。' };
      const changed = await api.changeOperatorRole(id, role);
      return {
        kind: 'done',
        message: `${changed.name}さんの権限を「${OPERATOR_ROLE_LABELS[changed.role]}」に変更しました。`,
      };
    }
    case OPERATOR_INTENTS.disable: {
      const disabled = await api.disableOperator(id);
      return { kind: 'done', message: `${disabled.name}さんを停止しました。ログイン中のセッションも終了しました。` };
    }
    case OPERATOR_INTENTS.enable: {
      const enabled = await api.enableOperator(id);
      return { kind: 'done', message: `${enabled.name}さんの停止を解除しました。` };
    }
    case OPERATOR_INTENTS.resetAccess:
      return { kind: 'setup_link', reason: 'reset', link: await api.resetOperatorAccess(id) };
    case OPERATOR_INTENTS.revokeSessions: {
      const { revoked } = await api.revokeOperatorSessions(id);
      return { kind: 'done', message: `ログイン中のセッションを${revoked}件終了しました。` };
    }
    default:
      return { kind: 'refused', message: 'この操作には対応していません。' };
  }
}

/**
 * The operators page's posts: an invitation (fields checked with the contract's rules first), or an action on
 * one operator. Each is one API call; the API checks the permission again and writes the audit log.
 */
export async function answerOperatorsPost(form: FormData, api: AdminApiClient): Promise<OperatorsAnswer> {
  const intent = textField(form, INTENT_FIELD);
  if (intent === OPERATOR_INTENTS.invite) return invite(form, api);
  const id = parseRouteId(textField(form, 'id'));
  if (id === null) return { kind: 'refused', message: UNKNOWN_OPERATOR };
  try {
    return await actOnOperator(intent, id, form, api);
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
}
