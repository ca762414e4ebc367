import type { FieldErrors } from '../form-errors.ts';

/** The form field naming what a post of the genres page asks for. */
export const INTENT_FIELD = 'intent';
export const GENRE_INTENTS = {
  createGroup: 'create_group',
  renameGroup: 'rename_group',
  moveGroup: 'move_group',
  createGenre: 'create_genre',
  updateGenre: 'update_genre',
  moveGenre: 'move_genre',
  mergeGenre: 'merge_genre',
} as const;

export interface GenreValues {
  name: string;
  name_kana: string;
  genre_group_id: string;
}

/** What the genres page shows after a post, above the list (which is loaded afresh). */
export type GenresAnswer =
  | { kind: 'create_group_refused'; name: string; errors: FieldErrors; formError: string | null }
  | { kind: 'create_genre_refused'; values: GenreValues; errors: FieldErrors; formError: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string };
