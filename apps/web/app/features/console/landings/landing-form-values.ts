import {
  type AdminDynamicLanding,
  type AdminDynamicLandingWriteRequest,
  adminDynamicLandingWriteSchema,
} from '@hanabi/contract';
import { catalogueFieldErrors } from '../catalogue/catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from '../catalogue/japan-datetime.ts';
import { type FieldErrors, textField } from '../form-errors.ts';

/** A landing page's form as typed (Japan time in the date-time fields), kept to show it again after a refusal. */
export interface LandingValues {
  slug: string;
  heading: string;
  lead: string;
  layout: string;
  starts_at: string;
  ends_at: string;
}

export const EMPTY_LANDING_FORM: LandingValues = {
  slug: 'dynamic_',
  heading: '',
  lead: '',
  layout: 'vertical_image',
  starts_at: '',
  ends_at: '',
};

export function landingValuesOf(landing: AdminDynamicLanding): LandingValues {
  return {
    slug: landing.slug,
    heading: landing.heading,
    lead: landing.lead,
    layout: landing.layout,
    starts_at: toJapanInput(landing.starts_at),
    ends_at: toJapanInput(landing.ends_at),
  };
}

export function readLandingForm(form: FormData): LandingValues {
  const values = { ...EMPTY_LANDING_FORM };
  for (const name of Object.keys(values) as Array<keyof LandingValues>) values[name] = textField(form, name);
  return values;
}

/** The API's request from the form, checked with the contract's own rules; the refusals beside their fields. */
export function landingRequestOf(
  values: LandingValues,
): { ok: true; request: AdminDynamicLandingWriteRequest } | { ok: false; errors: FieldErrors } {
  const request = { ...values, starts_at: fromJapanInput(values.starts_at), ends_at: fromJapanInput(values.ends_at) };
  const checked = adminDynamicLandingWriteSchema.safeParse(request);
  const errors: FieldErrors = checked.success ? {} : catalogueFieldErrors(checked.error);
  if (!values.starts_at.trim()) errors.starts_at = DATETIME_REQUIRED;
  if (!values.ends_at.trim()) errors.ends_at = DATETIME_REQUIRED;
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: checked.data };
}
