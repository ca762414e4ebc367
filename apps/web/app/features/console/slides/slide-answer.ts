import type { FieldErrors } from '../form-errors.ts';
import type { SlideValues } from './slide-form-values.ts';

/** The form field naming what a post of a slides page asks for, and its values. */
export const SLIDE_INTENT = 'intent';
export const SLIDE_INTENTS = {
  save: 'save',
  uploadImage: 'upload_image',
  delete: 'delete',
  move: 'move',
} as const;

/** The file field of a slide's picture form. */
export const SLIDE_IMAGE_FIELD = 'image_file';

/** What a slide page shows after a post. */
export type SlideAnswer =
  | { kind: 'form_refused'; values: SlideValues; errors: FieldErrors; formError: string | null }
  | { kind: 'image_refused'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string };

/** The notices a page shows after another page's post sent the operator there. */
export const SLIDE_NOTICES = {
  created: 'created',
  deleted: 'deleted',
} as const;
