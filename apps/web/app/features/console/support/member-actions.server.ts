import type { AdminApiClient } from '@hanabi/api-client/admin';
import { SUPPORT_GRANT_STATUS_LABELS, supportGrantRequestSchema } from '@hanabi/contract';
import { fieldErrorsOf, signedInRefusalMessage, textField } from '../form-errors.ts';
import { INTENT_FIELD, MEMBER_INTENTS, type SupportAnswer } from './support-answer.ts';

const GRANT_FIELDS = ['kind', 'points', 'points_valid_days', 'episode_id', 'present_name', 'reason'] as const;

/** A number typed in a field: the text itself when it is not one, so the contract refuses it in Japanese. */
function numberField(value: string): number | string | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

async function grant(form: FormData, memberId: number, api: AdminApiClient): Promise<SupportAnswer> {
  const values = Object.fromEntries(GRANT_FIELDS.map((name) => [name, textField(form, name)]));
  const checked = supportGrantRequestSchema.safeParse({
    kind: values.kind,
    present_name: values.present_name,
    reason: values.reason,
    ...(values.kind === 'episode_ticket'
      ? { episode_id: numberField(values.episode_id ?? '') }
      : { points: numberField(values.points ?? ''), points_valid_days: numberField(values.points_valid_days ?? '') }),
  });
  if (!checked.success) return { kind: 'fields_refused', form: 'grant', errors: fieldErrorsOf(checked.error), values };
  const given = await api.requestGrant(memberId, checked.data);
  return {
    kind: 'done',
    message:
      given.status === 'pending'
        ? `付与を申請しました（${given.value_points.toLocaleString('ja-JP')}pt 相当）。上限を超えるため、経理または管理者の承認後に会員のプレゼントボックスへ届きます。`
        : `「${given.present_name}」を会員のプレゼントボックスに送りました（${SUPPORT_GRANT_STATUS_LABELS[given.status]}）。`,
  };
}

/** The member page's posts: ending every session (confirmed first), and a grant. The API checks and audits each. */
export async function answerMemberPost(form: FormData, memberId: number, api: AdminApiClient): Promise<SupportAnswer> {
  const intent = textField(form, INTENT_FIELD);
  try {
    if (intent === MEMBER_INTENTS.revokeSessions) {
      const { revoked } = await api.revokeMemberSessions(memberId);
      return { kind: 'done', message: `会員をすべての端末からログアウトさせました（${revoked}件）。` };
    }
    if (intent === MEMBER_INTENTS.grant) return await grant(form, memberId, api);
    return { kind: 'refused', message: 'この操作には対応していません。' };
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
}
