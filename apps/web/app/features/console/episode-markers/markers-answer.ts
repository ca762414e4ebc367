import type { FieldErrors } from '../form-errors.ts';

export const MARKER_FIELDS = ['opening_start', 'opening_end', 'ending_start', 'ending_end'] as const;
export type MarkerField = (typeof MARKER_FIELDS)[number];

/** The form as typed: times as text, the 360° box as ticked. */
export type MarkerValues = Record<MarkerField, string> & { is_vr: boolean };

/** What the markers form shows after a post. */
export type MarkersAnswer =
  | { kind: 'saved' }
  | { kind: 'refused'; values: MarkerValues; errors: FieldErrors; formError: string | null };
