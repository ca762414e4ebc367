import { type AdminEpisode, type AdminEpisodeWrite, adminEpisodeWriteSchema } from '@hanabi/contract';
import { type FieldErrors, textField } from '../form-errors.ts';
import { catalogueFieldErrors } from './catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from './japan-datetime.ts';

/** The episode form as typed. */
export interface EpisodeFormValues {
  number: string;
  prefix_name: string;
  name: string;
  summary: string;
  sec_length: string;
  cut: string;
  is_free: boolean;
  /** '1' lite, '2' premium. */
  included_plan_ids: string[];
  /** '' when not sold on its own. */
  price_points: string;
  released_at: string;
  available_until: string;
}

/** A new episode: the next number, the broadcast cut, in both plans, on sale from its release. */
export function newEpisodeValues(nextNumber: number): EpisodeFormValues {
  return {
    number: String(nextNumber),
    prefix_name: `第${nextNumber}話`,
    name: '',
    summary: '',
    sec_length: '1440',
    cut: 'broadcast',
    is_free: false,
    included_plan_ids: ['1', '2'],
    price_points: '',
    released_at: '',
    available_until: '9999-12-31T23:59',
  };
}

export function episodeFormValuesOf(episode: AdminEpisode): EpisodeFormValues {
  return {
    number: String(episode.number),
    prefix_name: episode.prefix_name,
    name: episode.name,
    summary: episode.summary,
    sec_length: String(episode.sec_length),
    cut: episode.cut,
    is_free: episode.is_free,
    included_plan_ids: episode.included_plan_ids.map(String),
    price_points: episode.price_points === null ? '' : String(episode.price_points),
    released_at: toJapanInput(episode.released_at),
    available_until: toJapanInput(episode.available_until),
  };
}

export function readEpisodeForm(form: FormData): EpisodeFormValues {
  const text = (name: keyof EpisodeFormValues) => textField(form, name);
  return {
    number: text('number'),
    prefix_name: text('prefix_name'),
    name: text('name'),
    summary: text('summary'),
    sec_length: text('sec_length'),
    cut: text('cut'),
    is_free: form.get('is_free') === 'on',
    included_plan_ids: form.getAll('included_plan_ids').filter((value): value is string => typeof value === 'string'),
    price_points: text('price_points'),
    released_at: text('released_at'),
    available_until: text('available_until'),
  };
}

/** A whole number typed in a field, or the text itself for the contract to refuse in Japanese. */
function numberOrText(value: string): number | string {
  const trimmed = value.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

type EpisodeFormCheck = { ok: true; request: AdminEpisodeWrite } | { ok: false; errors: FieldErrors };

/** The API's body for the form, checked by the contract's rules (the API's own messages), or the refusals. */
export function episodeRequestOf(values: EpisodeFormValues): EpisodeFormCheck {
  const required: FieldErrors = {};
  for (const field of ['released_at', 'available_until'] as const) {
    if (values[field].trim() === '') required[field] = DATETIME_REQUIRED;
  }
  const checked = adminEpisodeWriteSchema.safeParse({
    number: numberOrText(values.number),
    prefix_name: values.prefix_name,
    name: values.name,
    summary: values.summary,
    sec_length: numberOrText(values.sec_length),
    cut: values.cut,
    is_free: values.is_free,
    included_plan_ids: values.included_plan_ids.map(Number),
    price_points: values.price_points.trim() === '' ? null : numberOrText(values.price_points),
    released_at: fromJapanInput(values.released_at),
    available_until: fromJapanInput(values.available_until),
  });
  const errors = { ...(checked.success ? {} : catalogueFieldErrors(checked.error)), ...required };
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };
  return { ok: true, request: checked.data };
}
