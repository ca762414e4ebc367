/**
 * The notice page's posts (decision 0050): save (create or change) and delete, confirmed first. A new notice
 * goes on to its own page, where it can be previewed; a deleted one back to the list.
 */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { adminNoticeWriteSchema } from '@hanabi/contract';
import { redirect } from 'react-router';
import { catalogueFieldErrors, saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { DATETIME_REQUIRED } from '../catalogue/japan-datetime.ts';
import { type FieldErrors, signedInRefusalMessage, textField } from '../form-errors.ts';
import { NOTICE_INTENTS, type NoticeFormValues, noticeRequestOf } from './notice-form-values.ts';

export type NoticeAnswer =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'save_refused'; values: NoticeFormValues; errors: FieldErrors; formError: string | null };

function valuesOf(form: FormData): NoticeFormValues {
  const read = (name: Exclude<keyof NoticeFormValues, 'draft'>) => textField(form, name);
  return {
    section_id: read('section_id'),
    slug: read('slug'),
    title: read('title'),
    body: read('body'),
    published_at: read('published_at'),
    urgent_until: read('urgent_until'),
    draft: textField(form, 'draft') === 'on',
  };
}

/** The post of the new notice page (`id` null) or of a notice's page. */
export async function answerNoticePost(form: FormData, api: AdminApiClient, id: number | null): Promise<NoticeAnswer> {
  const intent = textField(form, 'intent');
  if (intent === NOTICE_INTENTS.delete && id !== null) {
    try {
      await api.deleteAdminNotice(id);
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
    throw redirect('/admin/notices?deleted=1');
  }
  if (intent !== NOTICE_INTENTS.save) return { kind: 'refused', message: 'この操作には対応していません。' };
  const values = valuesOf(form);
  const refused = (errors: FieldErrors, formError: string | null = null): NoticeAnswer => ({
    kind: 'save_refused',
    values,
    errors,
    formError,
  });
  if (values.published_at.trim() === '') return refused({ published_at: DATETIME_REQUIRED });
  const checked = adminNoticeWriteSchema.safeParse(noticeRequestOf(values));
  if (!checked.success) return refused(catalogueFieldErrors(checked.error));
  let savedId: number;
  try {
    savedId = (id === null ? await api.createAdminNotice(checked.data) : await api.updateAdminNotice(id, checked.data))
      .id;
  } catch (error) {
    const { errors, formError } = saveRefusalOf(error);
    return refused(errors, formError);
  }
  if (id === null) throw redirect(`/admin/notices/${savedId}?created=1`);
  return { kind: 'done', message: 'お知らせを保存しました。' };
}
