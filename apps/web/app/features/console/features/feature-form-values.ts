import { type AdminFeature, type AdminFeatureWriteRequest, adminFeatureWriteSchema } from '@hanabi/contract';
import { catalogueFieldErrors } from '../catalogue/catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from '../catalogue/japan-datetime.ts';
import { type FieldErrors, textField } from '../form-errors.ts';

/** A feature's form as typed (Japan time in the date-time fields), kept to show it again after a refusal. */
export interface FeatureValues {
  slug: string;
  name: string;
  description: string;
  starts_at: string;
  ends_at: string;
  position: string;
}

export const EMPTY_FEATURE_FORM: FeatureValues = {
  slug: '',
  name: '',
  description: '',
  starts_at: '',
  ends_at: '',
  position: '0',
};

export function featureValuesOf(feature: AdminFeature): FeatureValues {
  return {
    slug: feature.slug,
    name: feature.name,
    description: feature.description,
    starts_at: toJapanInput(feature.starts_at),
    ends_at: toJapanInput(feature.ends_at),
    position: String(feature.position),
  };
}

export function readFeatureForm(form: FormData): FeatureValues {
  const values = { ...EMPTY_FEATURE_FORM };
  for (const name of Object.keys(values) as Array<keyof FeatureValues>) values[name] = textField(form, name);
  return values;
}

/** The API's request from the form, checked with the contract's own rules; the refusals beside their fields. */
export function featureRequestOf(
  values: FeatureValues,
): { ok: true; request: AdminFeatureWriteRequest } | { ok: false; errors: FieldErrors } {
  const position = values.position.trim();
  const request = {
    slug: values.slug,
    name: values.name,
    description: values.description,
    starts_at: fromJapanInput(values.starts_at),
    ends_at: fromJapanInput(values.ends_at),
    position: position === '' ? 0 : Number(position),
  };
  const checked = adminFeatureWriteSchema.safeParse(request);
  const errors: FieldErrors = checked.success ? {} : catalogueFieldErrors(checked.error);
  if (!values.starts_at.trim()) errors.starts_at = DATETIME_REQUIRED;
  if (!values.ends_at.trim()) errors.ends_at = DATETIME_REQUIRED;
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: checked.data };
}
