import { type AdminTitle, type AdminTitleWrite, adminTitleWriteSchema } from '@hanabi/contract';
import { type FieldErrors, textField } from '../form-errors.ts';
import { catalogueFieldErrors, type FieldOfPath } from './catalogue-form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from './japan-datetime.ts';

/** The title form as typed: what goes back into the fields after a refusal. */
export interface TitleFormValues {
  name: string;
  name_kana: string;
  synopsis: string;
  production_company: string;
  copyright: string;
  production_year: string;
  design_type: string;
  display_group: string;
  is_age_restriction_r18: boolean;
  available_from: string;
  available_until: string;
  genre_ids: string[];
  tag_ids: string[];
  /** One credit a line, 「役名：名前」 (cast) or 「役職：名前」 (staff). */
  cast: string;
  staff: string;
  /** '' for neither, else exclusive or early. */
  exclusive_kind: string;
  exclusive_starts_at: string;
  exclusive_ends_at: string;
}

export const EMPTY_TITLE_FORM: TitleFormValues = {
  name: '',
  name_kana: '',
  synopsis: '',
  production_company: '',
  copyright: '',
  production_year: '',
  design_type: '1',
  display_group: 'general_group',
  is_age_restriction_r18: false,
  available_from: '',
  available_until: '9999-12-31T23:59',
  genre_ids: [],
  tag_ids: [],
  cast: '',
  staff: '',
  exclusive_kind: '',
  exclusive_starts_at: '',
  exclusive_ends_at: '',
};

/** A credit line's two halves, split at the first colon (full-width or not). */
function creditLines(text: string): Array<[string, string]> {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.search(/[：:]/);
      return at === -1 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
}

const creditText = (rows: Array<[string, string]>) => rows.map(([role, name]) => `${role}：${name}`).join('\n');

export function titleFormValuesOf(title: AdminTitle): TitleFormValues {
  return {
    name: title.name,
    name_kana: title.name_kana,
    synopsis: title.synopsis,
    production_company: title.production_company,
    copyright: title.copyright,
    production_year: title.production_year === null ? '' : String(title.production_year),
    design_type: String(title.design_type),
    display_group: title.display_group,
    is_age_restriction_r18: title.is_age_restriction_r18,
    available_from: toJapanInput(title.available_from),
    available_until: toJapanInput(title.available_until),
    genre_ids: title.genres.map((genre) => String(genre.id)),
    tag_ids: title.tags.map((tag) => String(tag.id)),
    cast: creditText(title.cast.map((member) => [member.character, member.name])),
    staff: creditText(title.staff.map((member) => [member.role, member.name])),
    exclusive_kind: title.exclusive?.kind ?? '',
    exclusive_starts_at: title.exclusive ? toJapanInput(title.exclusive.starts_at) : '',
    exclusive_ends_at: title.exclusive ? toJapanInput(title.exclusive.ends_at) : '',
  };
}

export function readTitleForm(form: FormData): TitleFormValues {
  const text = (name: keyof TitleFormValues) => textField(form, name);
  const ids = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string');
  return {
    name: text('name'),
    name_kana: text('name_kana'),
    synopsis: text('synopsis'),
    production_company: text('production_company'),
    copyright: text('copyright'),
    production_year: text('production_year'),
    design_type: text('design_type'),
    display_group: text('display_group'),
    is_age_restriction_r18: form.get('is_age_restriction_r18') === 'on',
    available_from: text('available_from'),
    available_until: text('available_until'),
    genre_ids: ids('genre_ids'),
    tag_ids: ids('tag_ids'),
    cast: text('cast'),
    staff: text('staff'),
    exclusive_kind: text('exclusive_kind'),
    exclusive_starts_at: text('exclusive_starts_at'),
    exclusive_ends_at: text('exclusive_ends_at'),
  };
}

/** Where a refusal of the API's body goes in this form. */
export const titleFieldOf: FieldOfPath = (path) => {
  const [first, second] = path.map(String);
  if (first === 'exclusive')
    return second === 'starts_at' || second === 'ends_at' ? `exclusive_${second}` : 'exclusive_kind';
  return first ?? '';
};

/** A number typed in a field, or the text itself for the contract to refuse; null when left empty. */
function numberOrText(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

type TitleFormCheck = { ok: true; request: AdminTitleWrite } | { ok: false; errors: FieldErrors };

/** The API's body for the form, checked by the contract's rules (the API's own messages), or the refusals. */
export function titleRequestOf(values: TitleFormValues): TitleFormCheck {
  const required: FieldErrors = {};
  for (const field of ['available_from', 'available_until'] as const) {
    if (values[field].trim() === '') required[field] = DATETIME_REQUIRED;
  }
  const body = {
    name: values.name,
    name_kana: values.name_kana,
    synopsis: values.synopsis,
    production_company: values.production_company,
    copyright: values.copyright,
    production_year: numberOrText(values.production_year),
    design_type: numberOrText(values.design_type),
    display_group: values.display_group,
    is_age_restriction_r18: values.is_age_restriction_r18,
    available_from: fromJapanInput(values.available_from),
    available_until: fromJapanInput(values.available_until),
    genre_ids: values.genre_ids.map(Number),
    tag_ids: values.tag_ids.map(Number),
    cast: creditLines(values.cast).map(([character, name]) => ({ character, name })),
    staff: creditLines(values.staff).map(([role, name]) => ({ role, name })),
    exclusive:
      values.exclusive_kind === ''
        ? null
        : {
            kind: values.exclusive_kind,
            starts_at: fromJapanInput(values.exclusive_starts_at),
            ends_at: fromJapanInput(values.exclusive_ends_at),
          },
  };
  const checked = adminTitleWriteSchema.safeParse(body);
  const errors = { ...(checked.success ? {} : catalogueFieldErrors(checked.error, titleFieldOf)), ...required };
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };
  return { ok: true, request: checked.data };
}
