import {
  type AdminHomeSlide,
  type AdminHomeSlideWriteRequest,
  adminHomeSlideWriteSchema,
  HOME_SLIDE_AUDIENCES,
} from '@hanabi/contract';
import { parseRouteId } from '../../../lib/route-params.ts';
import { catalogueFieldErrors } from '../catalogue/catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from '../catalogue/japan-datetime.ts';
import { type FieldErrors, textField } from '../form-errors.ts';

export type SlideLinkKind = 'title' | 'campaign';

/** A slide's form as typed (Japan time in the date-time fields), kept to show it again after a refusal. */
export interface SlideValues {
  headline: string;
  line: string;
  link_kind: SlideLinkKind;
  title_id: string;
  campaign_slug: string;
  starts_at: string;
  ends_at: string;
  audiences: string[];
}

export const EMPTY_SLIDE_FORM: SlideValues = {
  headline: '',
  line: '',
  link_kind: 'title',
  title_id: '',
  campaign_slug: '',
  starts_at: '',
  ends_at: '',
  audiences: [...HOME_SLIDE_AUDIENCES],
};

export function slideValuesOf(slide: AdminHomeSlide): SlideValues {
  return {
    headline: slide.headline,
    line: slide.line,
    link_kind: slide.campaign ? 'campaign' : 'title',
    title_id: slide.title ? String(slide.title.id) : '',
    campaign_slug: slide.campaign?.slug ?? '',
    starts_at: toJapanInput(slide.starts_at),
    ends_at: slide.ends_at ? toJapanInput(slide.ends_at) : '',
    audiences: slide.audiences,
  };
}

export function readSlideForm(form: FormData): SlideValues {
  return {
    headline: textField(form, 'headline'),
    line: textField(form, 'line'),
    link_kind: textField(form, 'link_kind') === 'campaign' ? 'campaign' : 'title',
    title_id: textField(form, 'title_id'),
    campaign_slug: textField(form, 'campaign_slug'),
    starts_at: textField(form, 'starts_at'),
    ends_at: textField(form, 'ends_at'),
    audiences: form.getAll('audiences').filter((value): value is string => typeof value === 'string'),
  };
}

/** The API's request from the form, checked with the contract's own rules; the refusals beside their fields. */
export function slideRequestOf(
  values: SlideValues,
): { ok: true; request: AdminHomeSlideWriteRequest } | { ok: false; errors: FieldErrors } {
  const request = {
    headline: values.headline,
    line: values.line,
    title_id: values.link_kind === 'title' ? (parseRouteId(values.title_id.trim()) ?? 0) : null,
    campaign_slug: values.link_kind === 'campaign' ? values.campaign_slug : null,
    starts_at: fromJapanInput(values.starts_at),
    ends_at: values.ends_at.trim() ? fromJapanInput(values.ends_at) : null,
    audiences: values.audiences,
  };
  const checked = adminHomeSlideWriteSchema.safeParse(request);
  const errors: FieldErrors = checked.success ? {} : catalogueFieldErrors(checked.error);
  if (!values.starts_at.trim()) errors.starts_at = DATETIME_REQUIRED;
  // The link's refusal belongs beside the field the operator chose.
  if (values.link_kind === 'campaign' && errors.title_id) {
    errors.campaign_slug ??= errors.title_id;
    delete errors.title_id;
  }
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: checked.data };
}
