/**
 * The rules pages' posts (decision 0055): a new draft (it goes on to its own page, where it is previewed), a
 * draft saved, published (confirmed first: a published revision is never changed again) or deleted (confirmed).
 */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { type AdminRulesRevision, adminRulesDraftSchema, type RulesDocument } from '@hanabi/contract';
import { redirect } from 'react-router';
import { formatJapanDate } from '../../../lib/format.ts';
import { catalogueFieldErrors, saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { type FieldErrors, signedInRefusalMessage, textField } from '../form-errors.ts';
import { RULES_DOCUMENT_PAGES } from './rules-documents.ts';
import { RULES_INTENTS, type RulesDraftValues } from './rules-draft-values.ts';

export type RulesAnswer =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'form_refused'; values: RulesDraftValues; errors: FieldErrors; formError: string | null };

const UNSUPPORTED: RulesAnswer = { kind: 'refused', message: 'この操作には対応していません。' };

/** The draft checked against the contract and sent by `save`; its refusals beside their fields. */
async function savedDraft(
  form: FormData,
  save: (draft: RulesDraftValues) => Promise<AdminRulesRevision>,
): Promise<AdminRulesRevision | RulesAnswer> {
  const values = { body: textField(form, 'body'), effective_on: textField(form, 'effective_on') };
  const checked = adminRulesDraftSchema.safeParse(values);
  if (!checked.success) {
    return { kind: 'form_refused', values, errors: catalogueFieldErrors(checked.error), formError: null };
  }
  try {
    return await save(checked.data);
  } catch (error) {
    return { kind: 'form_refused', values, ...saveRefusalOf(error) };
  }
}

/** The post of the rules page: a new draft of `document`. */
export async function answerNewRulesDraft(
  form: FormData,
  api: AdminApiClient,
  document: RulesDocument,
): Promise<RulesAnswer> {
  if (textField(form, 'intent') !== RULES_INTENTS.create) return UNSUPPORTED;
  const saved = await savedDraft(form, (draft) => api.createRulesDraft(document, draft));
  if ('kind' in saved) return saved;
  throw redirect(`/admin/rules/revisions/${saved.id}?created=1`);
}

/** The posts of a revision's page. */
export async function answerRulesRevisionPost(form: FormData, api: AdminApiClient, id: number): Promise<RulesAnswer> {
  const intent = textField(form, 'intent');
  if (intent === RULES_INTENTS.save) {
    const saved = await savedDraft(form, (draft) => api.updateRulesDraft(id, draft));
    return 'kind' in saved ? saved : { kind: 'done', message: '下書きを保存しました。' };
  }
  if (intent !== RULES_INTENTS.publish && intent !== RULES_INTENTS.delete) return UNSUPPORTED;
  let revision: AdminRulesRevision;
  try {
    revision =
      intent === RULES_INTENTS.publish
        ? await api.publishRulesRevision(id, textField(form, 'effective_on'))
        : await api.deleteRulesDraft(id);
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
  if (intent === RULES_INTENTS.delete) throw redirect(`/admin/rules?document=${revision.document}&deleted=1`);
  const { name } = RULES_DOCUMENT_PAGES[revision.document];
  return {
    kind: 'done',
    message: `${name}の改定を公開しました。${formatJapanDate(revision.effective_on)}から視聴者に表示されます。`,
  };
}
