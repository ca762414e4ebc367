import type { AdminApiClient } from '@hanabi/api-client/admin';
import { adminTagMergeSchema, adminTagWriteSchema } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';

/** What the tags page shows after a post; `tagId` names the row whose form was refused (0 for the new tag). */
export type TagAnswer =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'name_refused'; tagId: number; name: string; message: string };

const UNKNOWN_TAG = '対象のタグが見つかりません。一覧を読み込み直してから、もう一度お試しください。';

async function named(tagId: number, name: string, save: (checked: string) => Promise<string>): Promise<TagAnswer> {
  const checked = adminTagWriteSchema.safeParse({ name });
  if (!checked.success) {
    return { kind: 'name_refused', tagId, name, message: checked.error.issues[0]?.message ?? '' };
  }
  try {
    return { kind: 'done', message: await save(checked.data.name) };
  } catch (error) {
    return { kind: 'name_refused', tagId, name, message: signedInRefusalMessage(error) };
  }
}

/** The tags page's posts: create, rename, and merge one tag into another (confirmed first). */
export async function answerTagsPost(form: FormData, api: AdminApiClient): Promise<TagAnswer> {
  const intent = textField(form, CATALOGUE_INTENT);
  const name = textField(form, 'name');
  if (intent === CATALOGUE_INTENTS.create) {
    return named(0, name, async (checked) => `タグ「${(await api.createAdminTag(checked)).name}」を作成しました。`);
  }
  const id = parseRouteId(textField(form, 'id'));
  if (id === null) return { kind: 'refused', message: UNKNOWN_TAG };
  if (intent === CATALOGUE_INTENTS.rename) {
    return named(
      id,
      name,
      async (checked) => `タグの名前を「${(await api.renameAdminTag(id, checked)).name}」に変更しました。`,
    );
  }
  if (intent === CATALOGUE_INTENTS.merge) {
    const into = adminTagMergeSchema.safeParse({ into_tag_id: Number(textField(form, 'into_tag_id')) || 0 });
    if (!into.success) return { kind: 'refused', message: into.error.issues[0]?.message ?? UNKNOWN_TAG };
    try {
      const merged = await api.mergeAdminTag(id, into.data);
      return { kind: 'done', message: `タグを「${merged.name}」に統合しました（${merged.title_count}作品）。` };
    } catch (error) {
      return { kind: 'refused', message: signedInRefusalMessage(error) };
    }
  }
  return { kind: 'refused', message: 'この操作には対応していません。' };
}
