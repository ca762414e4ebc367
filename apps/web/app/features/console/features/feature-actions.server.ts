import type { AdminApiClient } from '@hanabi/api-client/admin';
import { redirect } from 'react-router';
import { saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { answerTitlesPost } from '../collections/collection-titles.server.ts';
import { isTitleIntent } from '../collections/collection-titles-answer.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { INTENT_FIELD } from '../genres/genres-answer.ts';
import { FEATURE_INTENTS, FEATURE_NOTICES, type FeatureAnswer } from './feature-answer.ts';
import { featureRequestOf, readFeatureForm } from './feature-form-values.ts';

const STALE = 'この操作は受け付けられませんでした。画面を読み込み直してから、もう一度お試しください。';

export const featurePagePath = (id: number, notice?: string) =>
  `/admin/features/${id}${notice ? `?notice=${notice}` : ''}`;

/** The form saved (created or edited), checked first with the contract's rules; refusals beside their fields. */
async function saveFeature(form: FormData, api: AdminApiClient, id: number | null): Promise<FeatureAnswer> {
  const values = readFeatureForm(form);
  const checked = featureRequestOf(values);
  if (!checked.ok) return { kind: 'form_refused', values, errors: checked.errors, formError: null };
  try {
    const feature =
      id === null ? await api.createFeature(checked.request) : await api.updateFeature(id, checked.request);
    if (id === null) throw redirect(featurePagePath(feature.id, FEATURE_NOTICES.created));
  } catch (error) {
    if (error instanceof Response) throw error;
    return { kind: 'form_refused', values, ...saveRefusalOf(error) };
  }
  return { kind: 'done', message: '特集を保存しました。' };
}

/** The new-feature page's post: created, then on to its page to add its titles. */
export function createFeatureFromForm(form: FormData, api: AdminApiClient): Promise<FeatureAnswer> {
  return saveFeature(form, api, null);
}

/** A feature page's posts: the form saved, the feature deleted (confirmed first), or its titles changed. */
export async function answerFeaturePost(form: FormData, api: AdminApiClient, id: number): Promise<FeatureAnswer> {
  const intent = textField(form, INTENT_FIELD);
  if (isTitleIntent(intent)) {
    return answerTitlesPost(
      form,
      intent,
      async () => (await api.getFeature(id)).titles.map((title) => title.id),
      (ids) => api.setFeatureTitles(id, { title_ids: ids }),
    );
  }
  switch (intent) {
    case FEATURE_INTENTS.save:
      return saveFeature(form, api, id);
    case FEATURE_INTENTS.delete:
      try {
        await api.deleteFeature(id);
      } catch (error) {
        return { kind: 'refused', message: signedInRefusalMessage(error) };
      }
      throw redirect(`/admin/features?notice=${FEATURE_NOTICES.deleted}`);
    default:
      return { kind: 'refused', message: STALE };
  }
}
