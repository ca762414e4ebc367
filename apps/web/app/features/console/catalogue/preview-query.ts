import { type AdminTitlePreviewQuery, PREVIEW_VIEWERS } from '@hanabi/contract';
import type { FieldErrors } from '../form-errors.ts';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from './japan-datetime.ts';

/** The preview's choices as the address carries them: who, when (Japan time), and how drafts count. */
export interface PreviewValues {
  viewer: string;
  at: string;
  drafts: string;
}

type PreviewCheck = { values: PreviewValues } & (
  | { ok: true; query: AdminTitlePreviewQuery }
  | { ok: false; errors: FieldErrors }
);

/**
 * The choices of the address; a first visit (no choice yet) previews as a guest now. A time the field could
 * not have sent is refused beside it; the API checks the rest again.
 */
export function previewQueryOf(search: URLSearchParams, now: Date): PreviewCheck {
  const values: PreviewValues = {
    viewer: search.get('viewer') ?? 'guest',
    at: search.get('at') ?? toJapanInput(now.toISOString()),
    drafts: search.get('drafts') === 'hidden' ? 'hidden' : 'as_published',
  };
  const viewer = PREVIEW_VIEWERS.find((candidate) => candidate === values.viewer);
  const at = fromJapanInput(values.at);
  const errors: FieldErrors = {};
  if (!viewer) errors.viewer = '誰として見るかを一覧から選んでください。';
  if (values.at.trim() === '') errors.at = DATETIME_REQUIRED;
  else if (Number.isNaN(Date.parse(at)) || at === values.at.trim()) errors.at = '日時を正しく入力してください。';
  if (!viewer || Object.keys(errors).length > 0) return { values, ok: false, errors };
  return { values, ok: true, query: { viewer, at, drafts: values.drafts === 'hidden' ? 'hidden' : 'as_published' } };
}
