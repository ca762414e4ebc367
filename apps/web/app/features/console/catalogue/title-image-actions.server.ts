import type { AdminApiClient } from '@hanabi/api-client/admin';
import {
  CATALOGUE_IMAGE_LABELS,
  type CatalogueImageKind,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  TITLE_IMAGE_KINDS,
} from '@hanabi/contract';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { TITLE_IMAGE_FIELDS, type TitleImageAnswer } from './title-image-fields.ts';

/**
 * A page's picture post: the chosen file sent on to the API with `send` (decisions 0045, 0049), which makes
 * the variants. An empty or too large file is refused here with the contract's own message, without sending
 * it; the API's refusals (not an image, too small) come back beside the field. Undefined when the post names
 * no picture of `kinds`.
 */
async function uploadPictureFromForm<Kind extends CatalogueImageKind>(
  form: FormData,
  kinds: readonly Kind[],
  send: (kind: Kind, file: Blob) => Promise<unknown>,
): Promise<TitleImageAnswer | undefined> {
  const imageKind = kinds.find((kind) => kind === textField(form, TITLE_IMAGE_FIELDS.kind));
  if (imageKind === undefined) return undefined;
  const file = form.get(TITLE_IMAGE_FIELDS.file);
  const refused = (message: string): TitleImageAnswer => ({ kind: 'image_refused', imageKind, message });
  if (!(file instanceof Blob) || file.size === 0) return refused(IMAGE_UPLOAD_MESSAGES.empty);
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return refused(IMAGE_UPLOAD_MESSAGES.tooLarge);
  try {
    await send(imageKind, file);
  } catch (error) {
    return refused(signedInRefusalMessage(error));
  }
  return {
    kind: 'image_saved',
    imageKind,
    message: `${CATALOGUE_IMAGE_LABELS[imageKind]}を差し替えました。`,
  };
}

/** The title page's picture post: a new key art or poster. */
export function uploadTitleImageFromForm(form: FormData, api: AdminApiClient, titleId: number) {
  return uploadPictureFromForm(form, TITLE_IMAGE_KINDS, (kind, file) => api.uploadTitleImage(titleId, kind, file));
}

/** The episode page's picture post: a new thumbnail. */
export function uploadEpisodeThumbnailFromForm(form: FormData, api: AdminApiClient, episodeId: number) {
  return uploadPictureFromForm(form, ['thumbnail'] as const, (_kind, file) =>
    api.uploadEpisodeThumbnail(episodeId, file),
  );
}
