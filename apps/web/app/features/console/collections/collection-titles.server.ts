import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { AdminTitleSummary } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { isMoveDirection, movedOrder } from '../genres/moved-order.ts';
import { TITLE_INTENTS, TITLE_SEARCH_PARAM, type TitleIntent } from './collection-titles-answer.ts';

const STALE = 'この作品は一覧から見つかりませんでした。画面を読み込み直してから、もう一度お試しください。';
const ID_REQUIRED = '追加する作品のIDを数字で入力してください。';
const ALREADY_IN = 'この作品はすでに一覧にあります。';

export type TitlesAnswer = { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/** The list after one post: a title added last, one removed, or one moved a place; a message when refused. */
function nextList(form: FormData, intent: TitleIntent, ids: readonly number[]): number[] | string {
  const id = parseRouteId(textField(form, 'title_id').trim());
  if (id === null) return intent === TITLE_INTENTS.add ? ID_REQUIRED : STALE;
  switch (intent) {
    case TITLE_INTENTS.add:
      return ids.includes(id) ? ALREADY_IN : [...ids, id];
    case TITLE_INTENTS.remove:
      return ids.includes(id) ? ids.filter((other) => other !== id) : STALE;
    case TITLE_INTENTS.move: {
      const direction = textField(form, 'direction');
      return (isMoveDirection(direction) && movedOrder(ids, id, direction)) || STALE;
    }
  }
}

const DONE: Record<TitleIntent, string> = {
  title_add: '作品を追加しました。',
  title_remove: '作品を外しました。',
  title_move: '作品の並び順を変更しました。',
};

/**
 * A post to a collection's list of titles, answered by saving the whole new list with `save` (the API refuses an
 * id that names no title, in Japanese).
 */
export async function answerTitlesPost(
  form: FormData,
  intent: TitleIntent,
  current: () => Promise<readonly number[]>,
  save: (ids: number[]) => Promise<unknown>,
): Promise<TitlesAnswer> {
  try {
    const next = nextList(form, intent, await current());
    if (typeof next === 'string') return { kind: 'refused', message: next };
    await save(next);
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
  return { kind: 'done', message: DONE[intent] };
}

/** The titles matching the page's search (drafts included: a feature may be prepared before its titles). */
export async function searchTitlesToAdd(
  api: AdminApiClient,
  url: URL,
): Promise<{ q: string; found: AdminTitleSummary[] }> {
  const q = (url.searchParams.get(TITLE_SEARCH_PARAM) ?? '').trim().slice(0, 100);
  if (!q) return { q, found: [] };
  const { items } = await api.getAdminTitles({ q, per_page: 10 });
  return { q, found: items };
}
