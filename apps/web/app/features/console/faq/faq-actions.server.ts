/**
 * The FAQ page's posts (decision 0055): create, change (a draft included) and delete, confirmed first. The
 * contract's rules are checked here before the API is called; the API's refusal of a taken number lands beside
 * the number.
 */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { type AdminFaqWriteRequest, adminFaqWriteSchema, RULES_MESSAGES } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { catalogueFieldErrors, saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { type FieldErrors, signedInRefusalMessage, textField } from '../form-errors.ts';
import { FAQ_INTENTS, type FaqFormValues, relatedLinksOf } from './faq-form-values.ts';

export type FaqAnswer =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  /** A save refused: `id` 0 for a new entry. */
  | { kind: 'save_refused'; id: number; values: FaqFormValues; errors: FieldErrors; formError: string | null };

function valuesOf(form: FormData): FaqFormValues {
  return {
    number: textField(form, 'number').trim(),
    topic: textField(form, 'topic'),
    question: textField(form, 'question'),
    answer: textField(form, 'answer'),
    position: textField(form, 'position').trim(),
    related: textField(form, 'related'),
    draft: textField(form, 'draft') === 'on',
  };
}

/** A number field as the contract reads it: digits only, anything else left for its Japanese refusal. */
const numberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : text === '' ? undefined : Number.NaN);

function requestOf(values: FaqFormValues): AdminFaqWriteRequest {
  return {
    ...values,
    number: numberOf(values.number) ?? Number.NaN,
    position: numberOf(values.position),
    topic: values.topic as AdminFaqWriteRequest['topic'],
    related: relatedLinksOf(values.related),
  };
}

async function saved(
  id: number,
  form: FormData,
  save: (request: AdminFaqWriteRequest) => Promise<string>,
): Promise<FaqAnswer> {
  const values = valuesOf(form);
  const refused = (errors: FieldErrors, formError: string | null = null): FaqAnswer => ({
    kind: 'save_refused',
    id,
    values,
    errors,
    formError,
  });
  const checked = adminFaqWriteSchema.safeParse(requestOf(values));
  if (!checked.success) return refused(catalogueFieldErrors(checked.error));
  try {
    return { kind: 'done', message: await save(checked.data) };
  } catch (error) {
    const { errors, formError } = saveRefusalOf(error);
    return refused(errors, formError);
  }
}

export async function answerFaqPost(form: FormData, api: AdminApiClient): Promise<FaqAnswer> {
  const intent = textField(form, 'intent');
  if (intent === FAQ_INTENTS.create) {
    return saved(0, form, async (request) => {
      const created = await api.createAdminFaqEntry(request);
      return `よくある質問 ${created.number} を追加しました。`;
    });
  }
  const id = parseRouteId(textField(form, 'id'));
  if (id === null) return { kind: 'refused', message: RULES_MESSAGES.faqNotFound };
  if (intent === FAQ_INTENTS.update) {
    return saved(id, form, async (request) => {
      const changed = await api.updateAdminFaqEntry(id, request);
      return `よくある質問 ${changed.number} を変更しました。`;
    });
  }
  if (intent === FAQ_INTENTS.delete) {
    try {
      const deleted = await api.deleteAdminFaqEntry(id);
      return { kind: 'done', message: `よくある質問 ${deleted.number} を削除しました。` };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  }
  return { kind: 'refused', message: 'この操作には対応していません。' };
}
