import type { AdminApiClient } from '@hanabi/api-client/admin';
import {
  adminInquiryNoteSchema,
  adminInquiryReplySchema,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { fieldErrorsOf, signedInRefusalMessage, textField } from '../form-errors.ts';
import { INQUIRY_INTENTS, INTENT_FIELD, type SupportAnswer } from './support-answer.ts';

async function update(form: FormData, id: number, api: AdminApiClient): Promise<SupportAnswer> {
  const status = textField(form, 'status');
  if (!(INQUIRY_STATUSES as readonly string[]).includes(status)) {
    return { kind: 'refused', message: '対応状況を選んでください。' };
  }
  const assignee = textField(form, 'assignee');
  const changed = await api.updateInquiry(id, {
    status: status as InquiryStatus,
    assignee_id: assignee === '' ? null : (parseRouteId(assignee) ?? null),
  });
  return {
    kind: 'done',
    message: `対応状況を「${INQUIRY_STATUS_LABELS[changed.status]}」、担当者を「${changed.assignee?.name ?? '未割り当て'}」にしました。`,
  };
}

async function note(form: FormData, id: number, api: AdminApiClient): Promise<SupportAnswer> {
  const values = { body: textField(form, 'body') };
  const checked = adminInquiryNoteSchema.safeParse(values);
  if (!checked.success) return { kind: 'fields_refused', form: 'note', errors: fieldErrorsOf(checked.error), values };
  await api.addInquiryNote(id, checked.data.body);
  return { kind: 'done', message: 'メモを追加しました。' };
}

async function reply(form: FormData, id: number, api: AdminApiClient): Promise<SupportAnswer> {
  const values = { body: textField(form, 'body'), close: textField(form, 'close') };
  const checked = adminInquiryReplySchema.safeParse({ body: values.body, close: values.close === 'on' });
  if (!checked.success) return { kind: 'fields_refused', form: 'reply', errors: fieldErrorsOf(checked.error), values };
  const answered = await api.replyToInquiry(id, checked.data);
  return {
    kind: 'done',
    message: `${answered.email} に返信を送りました。対応状況は「${INQUIRY_STATUS_LABELS[answered.status]}」です。`,
  };
}

/** The inquiry page's posts: status and assignee, a note, a reply. The API checks and audits each. */
export async function answerInquiryPost(form: FormData, id: number, api: AdminApiClient): Promise<SupportAnswer> {
  const intent = textField(form, INTENT_FIELD);
  try {
    if (intent === INQUIRY_INTENTS.update) return await update(form, id, api);
    if (intent === INQUIRY_INTENTS.note) return await note(form, id, api);
    if (intent === INQUIRY_INTENTS.reply) return await reply(form, id, api);
    return { kind: 'refused', message: 'この操作には対応していません。' };
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
}
