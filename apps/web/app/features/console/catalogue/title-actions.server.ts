import type { AdminApiClient } from '@hanabi/api-client/admin';
import { redirect } from 'react-router';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import type { CatalogueAnswer } from './catalogue-answer.ts';
import { saveRefusalOf } from './catalogue-form-errors.ts';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';
import { readTitleForm, type TitleFormValues, titleFieldOf, titleRequestOf } from './title-form-values.ts';
import { uploadTitleImageFromForm } from './title-image-actions.server.ts';
import type { TitleImageAnswer } from './title-image-fields.ts';

export type TitleAnswer = CatalogueAnswer<TitleFormValues>;

/** The query the title page reads to say that the title was just created. */
export const CREATED_NOTICE = 'created';

/** The title's console page, saying it was just created when `created`. */
export function titlePagePath(id: number, created = false): string {
  return `/admin/titles/${id}${created ? `?notice=${CREATED_NOTICE}` : ''}`;
}

/**
 * The new-title form's post: checked with the contract's rules, then created as a draft; the operator goes on
 * to the title's page (its episodes, its publishing). A refusal comes back beside its field.
 */
export async function createTitleFromForm(form: FormData, api: AdminApiClient): Promise<TitleAnswer> {
  const values = readTitleForm(form);
  const checked = titleRequestOf(values);
  if (!checked.ok) return { kind: 'form_refused', values, errors: checked.errors, formError: null };
  let id: number;
  try {
    ({ id } = await api.createAdminTitle(checked.request));
  } catch (error) {
    return { kind: 'form_refused', values, ...saveRefusalOf(error, titleFieldOf) };
  }
  throw redirect(titlePagePath(id, true));
}

/**
 * The title page's posts: the form saved again, publishing and unpublishing (asked to confirm first), or a
 * new key art or poster.
 */
export async function answerTitlePost(
  form: FormData,
  api: AdminApiClient,
  id: number,
): Promise<TitleAnswer | TitleImageAnswer> {
  const intent = textField(form, CATALOGUE_INTENT);
  const image = intent === CATALOGUE_INTENTS.uploadImage ? await uploadTitleImageFromForm(form, api, id) : undefined;
  if (image) return image;
  if (intent === CATALOGUE_INTENTS.save) {
    const values = readTitleForm(form);
    const checked = titleRequestOf(values);
    if (!checked.ok) return { kind: 'form_refused', values, errors: checked.errors, formError: null };
    try {
      const saved = await api.updateAdminTitle(id, checked.request);
      return { kind: 'done', message: `「${saved.name}」を保存しました。` };
    } catch (error) {
      return { kind: 'form_refused', values, ...saveRefusalOf(error, titleFieldOf) };
    }
  }
  if (intent === CATALOGUE_INTENTS.publish || intent === CATALOGUE_INTENTS.unpublish) {
    const publish = intent === CATALOGUE_INTENTS.publish;
    try {
      const title = await api.setAdminTitlePublished(id, publish);
      return {
        kind: 'done',
        message: publish
          ? `「${title.name}」を公開しました。配信期間の間、視聴者に表示されます。`
          : `「${title.name}」を非公開にしました。視聴者には表示されません。`,
      };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  }
  return { kind: 'refused', message: 'この操作には対応していません。' };
}
