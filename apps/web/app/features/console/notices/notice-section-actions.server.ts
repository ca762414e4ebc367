/** The notices list page's posts: a notice section created or changed (name, slug, position). */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { adminNoticeSectionWriteSchema } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { catalogueFieldErrors, saveRefusalOf } from '../catalogue/catalogue-form-errors.ts';
import { type FieldErrors, textField } from '../form-errors.ts';
import { SECTION_INTENTS, type SectionFormValues } from './notice-section-values.ts';

export type SectionAnswer =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  /** `id` 0 for the new section's form. */
  | { kind: 'section_refused'; id: number; values: SectionFormValues; errors: FieldErrors; formError: string | null };

export async function answerSectionPost(form: FormData, api: AdminApiClient): Promise<SectionAnswer> {
  const intent = textField(form, 'intent');
  const id = intent === SECTION_INTENTS.update ? parseRouteId(textField(form, 'id')) : 0;
  if (id === null || (intent !== SECTION_INTENTS.create && intent !== SECTION_INTENTS.update)) {
    return { kind: 'refused', message: 'この操作には対応していません。' };
  }
  const values = {
    name: textField(form, 'name'),
    slug: textField(form, 'slug'),
    position: textField(form, 'position'),
  };
  const refused = (errors: FieldErrors, formError: string | null = null): SectionAnswer => ({
    kind: 'section_refused',
    id,
    values,
    errors,
    formError,
  });
  const position = values.position.trim() === '' ? 0 : Number(values.position);
  const checked = adminNoticeSectionWriteSchema.safeParse({ ...values, position });
  if (!checked.success) return refused(catalogueFieldErrors(checked.error));
  try {
    const saved =
      id === 0 ? await api.createNoticeSection(checked.data) : await api.updateNoticeSection(id, checked.data);
    return { kind: 'done', message: `区分「${saved.name}」を保存しました。` };
  } catch (error) {
    const { errors, formError } = saveRefusalOf(error);
    return refused(errors, formError);
  }
}
