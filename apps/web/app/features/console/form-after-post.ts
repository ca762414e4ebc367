import type { FieldErrors } from './form-errors.ts';

/** A post the console refused: what was typed, kept to show again, with the messages beside its fields. */
interface FormRefused<Values> {
  kind: 'form_refused';
  values: Values;
  errors: FieldErrors;
  formError: string | null;
}

/**
 * What a console form shows after the page's last post: a refused post's values (as the operator typed them),
 * field errors and message, else `values` with nothing to complain of. `answer` is the refusal, for the form's
 * own status line.
 */
export function formAfterPost<Values>(answer: { kind: string } | undefined, values: Values) {
  const refused = answer?.kind === 'form_refused' ? (answer as FormRefused<Values>) : undefined;
  return {
    values: refused?.values ?? values,
    errors: refused?.errors ?? {},
    formError: refused?.formError ?? null,
    answer: refused,
  };
}
