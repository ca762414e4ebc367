import type { AdminApiClient } from '@hanabi/api-client/admin';
import { cutScenesWriteSchema } from '@hanabi/contract';
import { MARKER_TIME_MESSAGE, parseMarkerTime } from '../episode-markers/marker-times.ts';
import { type FieldErrors, fieldErrorsOf, signedInRefusalMessage, textField } from '../form-errors.ts';

/** What the scenes form shows after a post. */
export type CutScenesAnswer =
  | { kind: 'saved' }
  | { kind: 'refused'; typed: string; errors: FieldErrors; formError: string | null };

/**
 * The scenes form's post: one scene start a line (seconds or minutes:seconds), checked with the contract's
 * rules, then saved; the API checks them against the video's length and answers in Japanese.
 */
export async function answerCutScenesPost(
  form: FormData,
  episodeId: number,
  api: AdminApiClient,
): Promise<CutScenesAnswer> {
  const typed = textField(form, 'scene_starts');
  const lines = typed.split('\n').filter((line) => line.trim() !== '');
  const times = lines.map(parseMarkerTime);
  if (times.some((time) => time === undefined || time === null)) {
    return { kind: 'refused', typed, errors: { scene_starts: MARKER_TIME_MESSAGE }, formError: null };
  }
  const checked = cutScenesWriteSchema.safeParse({ scene_starts: times });
  if (!checked.success) return { kind: 'refused', typed, errors: fieldErrorsOf(checked.error), formError: null };
  try {
    await api.saveCutScenes(episodeId, checked.data.scene_starts);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'refused', typed, errors: {}, formError: signedInRefusalMessage(error) };
  }
}
