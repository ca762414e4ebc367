import type { AdminApiClient } from '@hanabi/api-client/admin';
import { episodeMarkersWriteSchema } from '@hanabi/contract';
import { type FieldErrors, fieldErrorsOf, signedInRefusalMessage, textField } from '../form-errors.ts';
import { MARKER_TIME_MESSAGE, parseMarkerTime } from './marker-times.ts';
import { MARKER_FIELDS, type MarkersAnswer, type MarkerValues } from './markers-answer.ts';

/**
 * The markers form's post: each time read (seconds or minutes:seconds), the whole checked with the contract's
 * rules, then saved; the API checks the times against the video's length and answers in Japanese.
 */
export async function answerMarkersPost(
  form: FormData,
  episodeId: number,
  api: AdminApiClient,
): Promise<MarkersAnswer> {
  const values: MarkerValues = {
    opening_start: textField(form, 'opening_start'),
    opening_end: textField(form, 'opening_end'),
    ending_start: textField(form, 'ending_start'),
    ending_end: textField(form, 'ending_end'),
    is_vr: textField(form, 'is_vr') === 'on',
  };
  const times = Object.fromEntries(MARKER_FIELDS.map((field) => [field, parseMarkerTime(values[field])]));
  const unreadable: FieldErrors = Object.fromEntries(
    MARKER_FIELDS.filter((field) => times[field] === undefined).map((field) => [field, MARKER_TIME_MESSAGE]),
  );
  if (Object.keys(unreadable).length > 0) return { kind: 'refused', values, errors: unreadable, formError: null };
  const checked = episodeMarkersWriteSchema.safeParse({ ...times, is_vr: values.is_vr });
  if (!checked.success) return { kind: 'refused', values, errors: fieldErrorsOf(checked.error), formError: null };
  try {
    await api.saveEpisodeMarkers(episodeId, checked.data);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'refused', values, errors: {}, formError: signedInRefusalMessage(error) };
  }
}
