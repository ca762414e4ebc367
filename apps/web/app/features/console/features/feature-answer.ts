import type { FieldErrors } from '../form-errors.ts';
import type { FeatureValues } from './feature-form-values.ts';

/** The intents of a feature page's own posts (its titles' posts are the collection's: collections/). */
export const FEATURE_INTENTS = {
  save: 'save',
  delete: 'delete',
} as const;

/** What a feature page shows after a post. */
export type FeatureAnswer =
  | { kind: 'form_refused'; values: FeatureValues; errors: FieldErrors; formError: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string };

/** The notices a page shows after another page's post sent the operator there. */
export const FEATURE_NOTICES = {
  created: 'created',
  deleted: 'deleted',
} as const;
