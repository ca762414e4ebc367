import type { AdminApiClient } from '@hanabi/api-client/admin';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@hanabi/contract';
import { redirect } from 'react-router';
import { parseRouteId } from '../../../lib/route-params.ts';
import { saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { isMoveDirection, movedOrder } from '../genres/moved-order.ts';
import { SLIDE_IMAGE_FIELD, SLIDE_INTENT, SLIDE_INTENTS, SLIDE_NOTICES, type SlideAnswer } from './slide-answer.ts';
import { readSlideForm, slideRequestOf } from './slide-form-values.ts';

const STALE = 'このスライドは一覧から見つかりませんでした。画面を読み込み直してから、もう一度お試しください。';

export const slidePagePath = (id: number, notice?: string) => `/admin/slides/${id}${notice ? `?notice=${notice}` : ''}`;

/** The form saved (created or edited), checked first with the contract's rules; refusals beside their fields. */
async function saveSlide(form: FormData, api: AdminApiClient, id: number | null): Promise<SlideAnswer> {
  const values = readSlideForm(form);
  const checked = slideRequestOf(values);
  if (!checked.ok) return { kind: 'form_refused', values, errors: checked.errors, formError: null };
  try {
    const slide =
      id === null ? await api.createHomeSlide(checked.request) : await api.updateHomeSlide(id, checked.request);
    if (id === null) throw redirect(slidePagePath(slide.id, SLIDE_NOTICES.created));
  } catch (error) {
    if (error instanceof Response) throw error;
    const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? '');
    return { kind: 'form_refused', values, ...saveRefusalOf(error, fieldOf) };
  }
  return { kind: 'done', message: 'スライドを保存しました。' };
}

/** The new-slide page's post: created, then on to its page to upload its picture. */
export function createSlideFromForm(form: FormData, api: AdminApiClient): Promise<SlideAnswer> {
  return saveSlide(form, api, null);
}

/** The picture sent on to the API, which makes the variants; an empty or too large file is refused here. */
async function uploadImage(form: FormData, api: AdminApiClient, id: number): Promise<SlideAnswer> {
  const file = form.get(SLIDE_IMAGE_FIELD);
  if (!(file instanceof Blob) || file.size === 0)
    return { kind: 'image_refused', message: IMAGE_UPLOAD_MESSAGES.empty };
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return { kind: 'image_refused', message: IMAGE_UPLOAD_MESSAGES.tooLarge };
  try {
    await api.uploadHomeSlideImage(id, file);
  } catch (error) {
    return { kind: 'image_refused', message: signedInRefusalMessage(error) };
  }
  return { kind: 'done', message: 'スライド画像を差し替えました。' };
}

/** A slide page's posts: the form saved, a new picture, or the slide deleted (asked to confirm first). */
export async function answerSlidePost(form: FormData, api: AdminApiClient, id: number): Promise<SlideAnswer> {
  switch (textField(form, SLIDE_INTENT)) {
    case SLIDE_INTENTS.save:
      return saveSlide(form, api, id);
    case SLIDE_INTENTS.uploadImage:
      return uploadImage(form, api, id);
    case SLIDE_INTENTS.delete:
      try {
        await api.deleteHomeSlide(id);
      } catch (error) {
        return { kind: 'refused', message: signedInRefusalMessage(error) };
      }
      throw redirect(`/admin/slides?notice=${SLIDE_NOTICES.deleted}`);
    default:
      return { kind: 'refused', message: STALE };
  }
}

/** The list's post: a slide moved one place up or down, sent as the whole order of the slides not yet ended. */
export async function answerSlidesPost(form: FormData, api: AdminApiClient): Promise<SlideAnswer> {
  const id = parseRouteId(textField(form, 'id'));
  const direction = textField(form, 'direction');
  if (id === null || !isMoveDirection(direction)) return { kind: 'refused', message: STALE };
  try {
    const { items } = await api.getHomeSlides({ per_page: 100 });
    const order = movedOrder(
      items.map((slide) => slide.id),
      id,
      direction,
    );
    if (!order) return { kind: 'refused', message: STALE };
    await api.reorderHomeSlides(order);
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
  return { kind: 'done', message: 'スライドの並び順を変更しました。' };
}
