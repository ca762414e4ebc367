import type { AdminApiClient } from '@hanabi/api-client/admin';
import { redirect } from 'react-router';
import { parseRouteId } from '../../../lib/route-params.ts';
import { saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { DELETE_INTENT, HOME_LAYOUTS_PATH, LAYOUT_NOTICES, type NewLayoutAnswer } from './home-layout-answer.ts';
import { LAYOUT_INTENT, layoutRequestOf, movedDraft, moveOf, readDraft } from './home-layout-draft.ts';

/** The new layout's posts: a section moved one place (nothing saved yet), or else the layout saved. */
export async function answerNewLayoutPost(form: FormData, api: AdminApiClient): Promise<NewLayoutAnswer> {
  const draft = readDraft(form);
  const move = moveOf(textField(form, LAYOUT_INTENT));
  if (move) return { kind: 'draft', draft: movedDraft(draft, move), moved: move };
  const checked = layoutRequestOf(draft);
  if (!checked.ok) return { kind: 'form_refused', draft, errors: checked.errors, formError: null };
  try {
    await api.createHomeLayout(checked.request);
  } catch (error) {
    return { kind: 'form_refused', draft, ...saveRefusalOf(error) };
  }
  throw redirect(`${HOME_LAYOUTS_PATH}?notice=${LAYOUT_NOTICES.created}`);
}

/** The list's post: a layout deleted, once the editor confirmed. */
export async function answerLayoutsPost(
  form: FormData,
  api: AdminApiClient,
): Promise<{ kind: 'done' | 'refused'; message: string }> {
  const id = parseRouteId(textField(form, 'id'));
  if (textField(form, LAYOUT_INTENT) !== DELETE_INTENT || id === null) {
    return { kind: 'refused', message: '画面を読み込み直してから、もう一度お試しください。' };
  }
  try {
    await api.deleteHomeLayout(id);
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
  return { kind: 'done', message: 'ホームの並び順を削除しました。' };
}
