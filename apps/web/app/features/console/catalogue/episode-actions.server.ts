import type { AdminApiClient } from '@hanabi/api-client/admin';
import { redirect } from 'react-router';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import type { CatalogueAnswer } from './catalogue-answer.ts';
import { saveRefusalOf } from './catalogue-form-errors.ts';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';
import { type EpisodeFormValues, episodeRequestOf, readEpisodeForm } from './episode-form-values.ts';
import { uploadEpisodeThumbnailFromForm } from './title-image-actions.server.ts';
import type { TitleImageAnswer } from './title-image-fields.ts';

export type EpisodeAnswer = CatalogueAnswer<EpisodeFormValues>;

/** The episode's console page, saying it was just created when `created`. */
export function episodePagePath(titleId: number, episodeId: number, created = false): string {
  return `/admin/titles/${titleId}/episodes/${episodeId}${created ? '?notice=created' : ''}`;
}

/** The new-episode form's post: a draft episode of the title, then its own page (video, publishing). */
export async function createEpisodeFromForm(
  form: FormData,
  api: AdminApiClient,
  titleId: number,
): Promise<EpisodeAnswer> {
  const values = readEpisodeForm(form);
  const checked = episodeRequestOf(values);
  if (!checked.ok) return { kind: 'form_refused', values, errors: checked.errors, formError: null };
  let id: number;
  try {
    ({ id } = await api.createAdminEpisode(titleId, checked.request));
  } catch (error) {
    return { kind: 'form_refused', values, ...saveRefusalOf(error) };
  }
  throw redirect(episodePagePath(titleId, id, true));
}

/**
 * The episode page's posts: the form saved again, publishing and unpublishing (confirmed first), or a new
 * thumbnail.
 */
export async function answerEpisodePost(
  form: FormData,
  api: AdminApiClient,
  episodeId: number,
): Promise<EpisodeAnswer | TitleImageAnswer> {
  const intent = textField(form, CATALOGUE_INTENT);
  const image =
    intent === CATALOGUE_INTENTS.uploadImage ? await uploadEpisodeThumbnailFromForm(form, api, episodeId) : undefined;
  if (image) return image;
  if (intent === CATALOGUE_INTENTS.save) {
    const values = readEpisodeForm(form);
    const checked = episodeRequestOf(values);
    if (!checked.ok) return { kind: 'form_refused', values, errors: checked.errors, formError: null };
    try {
      const saved = await api.updateAdminEpisode(episodeId, checked.request);
      return { kind: 'done', message: `${saved.prefix_name}「${saved.name}」を保存しました。` };
    } catch (error) {
      return { kind: 'form_refused', values, ...saveRefusalOf(error) };
    }
  }
  if (intent === CATALOGUE_INTENTS.publish || intent === CATALOGUE_INTENTS.unpublish) {
    const publish = intent === CATALOGUE_INTENTS.publish;
    try {
      const episode = await api.setAdminEpisodePublished(episodeId, publish);
      return {
        kind: 'done',
        message: publish
          ? `${episode.prefix_name}「${episode.name}」を公開しました。配信期間の間、視聴者に表示されます。`
          : `${episode.prefix_name}「${episode.name}」を非公開にしました。`,
      };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  }
  return { kind: 'refused', message: 'この操作には対応していません。' };
}
