import type { FieldErrors } from '../form-errors.ts';

/** The intents of a collection page's own posts (its titles' posts are in collection-titles-answer.ts). */
export const COLLECTION_INTENTS = { save: 'save', delete: 'delete' } as const;

/** The notices a page shows after another page's post sent the operator there. */
export const COLLECTION_NOTICES = { created: 'created', deleted: 'deleted' } as const;

/** What a collection page shows after a post. */
export type CollectionAnswer<Values> =
  | { kind: 'form_refused'; values: Values; errors: FieldErrors; formError: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string };
