/**
 * What a new package of an episode keeps of the one before (decision 0047): the skip markers and the 360°
 * flag an operator set on `episode_media` (decision 0046) describe the episode, not one encode of it, so
 * re-packaging the same episode keeps them. A marker past the new video's end is brought inside it: a
 * span's end is cut at the end; a span that would start at or after the end is dropped.
 */
import type { episodeMedia } from '@hanabi/db';

type MediaRow = typeof episodeMedia.$inferSelect;
export type OperatorMarkers = Pick<
  MediaRow,
  'openingStartSeconds' | 'openingEndSeconds' | 'endingStartSeconds' | 'endingEndSeconds' | 'isVr'
>;

export const NO_MARKERS: OperatorMarkers = {
  openingStartSeconds: null,
  openingEndSeconds: null,
  endingStartSeconds: null,
  endingEndSeconds: null,
  isVr: false,
};

/** The markers of `previous` inside a video of `durationSeconds`, and whether any had to move. */
export function markersWithin(
  previous: OperatorMarkers,
  durationSeconds: number,
): { markers: OperatorMarkers; adjusted: boolean } {
  const within = (start: number | null) => start !== null && start < durationSeconds;
  const cut = (end: number | null) => (end === null ? null : Math.min(end, durationSeconds));
  const opening = within(previous.openingStartSeconds);
  const ending = within(previous.endingStartSeconds);
  const markers: OperatorMarkers = {
    openingStartSeconds: opening ? previous.openingStartSeconds : null,
    openingEndSeconds: opening ? cut(previous.openingEndSeconds) : null,
    endingStartSeconds: ending ? previous.endingStartSeconds : null,
    endingEndSeconds: ending ? cut(previous.endingEndSeconds) : null,
    isVr: previous.isVr,
  };
  const adjusted = (Object.keys(markers) as (keyof OperatorMarkers)[]).some((key) => markers[key] !== previous[key]);
  return { markers, adjusted };
}
