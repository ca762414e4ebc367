import type { FieldErrors } from '../form-errors.ts';

/** What a catalogue page shows after a post (the page's data is loaded afresh). */
export type CatalogueAnswer<Values> =
  /** The form came back: typed values, each refusal beside its field, or the API's above the form. */
  | { kind: 'form_refused'; values: Values; errors: FieldErrors; formError: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string };
