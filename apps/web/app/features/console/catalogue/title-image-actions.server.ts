import type { AdminApiClient } from '@hanabi/api-client/admin';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  TITLE_IMAGE_KIND_LABELS,
  TITLE_IMAGE_KINDS,
  type TitleImageKind,
} from '@hanabi/contract';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { TITLE_IMAGE_FIELDS, type TitleImageAnswer } from './title-image-fields.ts';

const isImageKind = (value: string): value is TitleImageKind =>
  (TITLE_IMAGE_KINDS as readonly string[]).includes(value);

/**
 * The title page's picture post: the chosen file sent on to the API (decision 0045), which makes the
 * variants. An empty or too large file is refused here with the contract's own message, without sending it;
 * the API's refusals (not an image, too small) come back beside the field. Undefined when the post names no
 * picture the API knows.
 */
export async function uploadTitleImageFromForm(
  form: FormData,
  api: AdminApiClient,
  titleId: number,
): Promise<TitleImageAnswer | undefined> {
  const imageKind = textField(form, TITLE_IMAGE_FIELDS.kind);
  if (!isImageKind(imageKind)) return undefined;
  const file = form.get(TITLE_IMAGE_FIELDS.file);
  const refused = (message: string): TitleImageAnswer => ({ kind: 'image_refused', imageKind, message });
  if (!(file instanceof Blob) || file.size === 0) return refused(IMAGE_UPLOAD_MESSAGES.empty);
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return refused(IMAGE_UPLOAD_MESSAGES.tooLarge);
  try {
    await api.uploadTitleImage(titleId, imageKind, file);
  } catch (error) {
    return refused(signedInRefusalMessage(error));
  }
  return {
    kind: 'image_saved',
    imageKind,
    message: `${TITLE_IMAGE_KIND_LABELS[imageKind]}を差し替えました。`,
  };
}
