import { type AdminEditorPick, type AdminEditorPickWriteRequest, adminEditorPickWriteSchema } from '@hanabi/contract';
import { catalogueFieldErrors } from '../catalogue/catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from '../catalogue/japan-datetime.ts';
import { type FieldErrors, textField } from '../form-errors.ts';

/** An editor picks list's form as typed (Japan time in the date-time fields), kept to show it again after a refusal. */
export interface PickValues {
  name: string;
  starts_at: string;
  ends_at: string;
}

export const EMPTY_PICK_FORM: PickValues = { name: '', starts_at: '', ends_at: '' };

export function pickValuesOf(pick: AdminEditorPick): PickValues {
  return { name: pick.name, starts_at: toJapanInput(pick.starts_at), ends_at: toJapanInput(pick.ends_at) };
}

export function readPickForm(form: FormData): PickValues {
  return {
    name: textField(form, 'name'),
    starts_at: textField(form, 'starts_at'),
    ends_at: textField(form, 'ends_at'),
  };
}

/** The API's request from the form, checked with the contract's own rules; the refusals beside their fields. */
export function pickRequestOf(
  values: PickValues,
): { ok: true; request: AdminEditorPickWriteRequest } | { ok: false; errors: FieldErrors } {
  const checked = adminEditorPickWriteSchema.safeParse({
    name: values.name,
    starts_at: fromJapanInput(values.starts_at),
    ends_at: fromJapanInput(values.ends_at),
  });
  const errors: FieldErrors = checked.success ? {} : catalogueFieldErrors(checked.error);
  for (const end of ['starts_at', 'ends_at'] as const) if (!values[end].trim()) errors[end] = DATETIME_REQUIRED;
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: checked.data };
}
