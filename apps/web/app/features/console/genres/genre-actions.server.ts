import type { AdminApiClient } from '@hanabi/api-client/admin';
import { adminGenreGroupWriteSchema, adminGenreWriteSchema } from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { fieldErrorsOf, signedInRefusalMessage, textField } from '../form-errors.ts';
import { GENRE_INTENTS, type GenresAnswer, type GenreValues, INTENT_FIELD } from './genres-answer.ts';
import { isMoveDirection, movedOrder } from './moved-order.ts';

const STALE = 'この項目は一覧から見つかりませんでした。画面を読み込み直してから、もう一度お試しください。';

function genreValuesOf(form: FormData): GenreValues {
  return {
    name: textField(form, 'name'),
    name_kana: textField(form, 'name_kana'),
    genre_group_id: textField(form, 'genre_group_id'),
  };
}

/** The contract's genre form, with the group as a number (a select sends text). */
function checkedGenre(values: GenreValues) {
  return adminGenreWriteSchema.safeParse({ ...values, genre_group_id: parseRouteId(values.genre_group_id) ?? 0 });
}

async function createGroup(form: FormData, api: AdminApiClient): Promise<GenresAnswer> {
  const name = textField(form, 'name');
  const checked = adminGenreGroupWriteSchema.safeParse({ name });
  if (!checked.success) {
    return { kind: 'create_group_refused', name, errors: fieldErrorsOf(checked.error), formError: null };
  }
  try {
    const group = await api.createGenreGroup(checked.data.name);
    return { kind: 'done', message: `ジャンルグループ「${group.name}」を追加しました。` };
  } catch (error) {
    return { kind: 'create_group_refused', name, errors: {}, formError: signedInRefusalMessage(error) };
  }
}

async function createGenre(form: FormData, api: AdminApiClient): Promise<GenresAnswer> {
  const values = genreValuesOf(form);
  const checked = checkedGenre(values);
  if (!checked.success) {
    return { kind: 'create_genre_refused', values, errors: fieldErrorsOf(checked.error), formError: null };
  }
  try {
    const genre = await api.createGenre(checked.data);
    return { kind: 'done', message: `ジャンル「${genre.name}」を追加しました。` };
  } catch (error) {
    return { kind: 'create_genre_refused', values, errors: {}, formError: signedInRefusalMessage(error) };
  }
}

/** The explicit order after moving `id` one place, read from the list as it is now; null when it cannot move. */
async function moved(form: FormData, id: number, api: AdminApiClient, groupId?: number): Promise<number[] | null> {
  const direction = textField(form, 'direction');
  if (!isMoveDirection(direction)) return null;
  const groups = await api.getGenreGroups();
  const ids =
    groupId === undefined
      ? groups.map((group) => group.id)
      : (groups.find((group) => group.id === groupId)?.genres.map((genre) => genre.id) ?? []);
  return movedOrder(ids, id, direction);
}

/** One action on a group or a genre of the list; the API says no in Japanese (a taken name, a stale order…). */
async function act(intent: string, id: number, form: FormData, api: AdminApiClient): Promise<GenresAnswer> {
  switch (intent) {
    case GENRE_INTENTS.renameGroup: {
      const checked = adminGenreGroupWriteSchema.safeParse({ name: textField(form, 'name') });
      if (!checked.success) return { kind: 'refused', message: fieldErrorsOf(checked.error).name ?? STALE };
      const group = await api.renameGenreGroup(id, checked.data.name);
      return { kind: 'done', message: `ジャンルグループの名前を「${group.name}」に変更しました。` };
    }
    case GENRE_INTENTS.moveGroup: {
      const order = await moved(form, id, api);
      if (!order) return { kind: 'refused', message: STALE };
      await api.reorderGenreGroups(order);
      return { kind: 'done', message: 'ジャンルグループの並び順を変更しました。' };
    }
    case GENRE_INTENTS.updateGenre: {
      const checked = checkedGenre(genreValuesOf(form));
      if (!checked.success) {
        const errors = fieldErrorsOf(checked.error);
        return { kind: 'refused', message: errors.name ?? errors.name_kana ?? errors.genre_group_id ?? STALE };
      }
      const genre = await api.updateGenre(id, checked.data);
      return { kind: 'done', message: `ジャンル「${genre.name}」を保存しました。` };
    }
    case GENRE_INTENTS.moveGenre: {
      const groupId = parseRouteId(textField(form, 'group_id'));
      const order = groupId === null ? null : await moved(form, id, api, groupId);
      if (groupId === null || !order) return { kind: 'refused', message: STALE };
      await api.reorderGenres(groupId, order);
      return { kind: 'done', message: 'ジャンルの並び順を変更しました。' };
    }
    case GENRE_INTENTS.mergeGenre: {
      const intoId = parseRouteId(textField(form, 'into_genre_id'));
      if (intoId === null) return { kind: 'refused', message: '統合先のジャンルを選んでください。' };
      const into = await api.mergeGenre(id, intoId);
      return {
        kind: 'done',
        message: `ジャンルを「${into.name}」に統合しました。「${into.name}」の作品は${into.title_count}件になりました。`,
      };
    }
    default:
      return { kind: 'refused', message: 'この操作には対応していません。' };
  }
}

/**
 * The genres page's posts: adding a group or a genre (checked with the contract's rules first), or an action on
 * one of the list. Each writes through one API call, which checks the permission again and is audited.
 */
export async function answerGenresPost(form: FormData, api: AdminApiClient): Promise<GenresAnswer> {
  const intent = textField(form, INTENT_FIELD);
  if (intent === GENRE_INTENTS.createGroup) return createGroup(form, api);
  if (intent === GENRE_INTENTS.createGenre) return createGenre(form, api);
  const id = parseRouteId(textField(form, 'id'));
  if (id === null) return { kind: 'refused', message: STALE };
  try {
    return await act(intent, id, form, api);
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
}
