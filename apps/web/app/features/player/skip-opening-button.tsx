import type { Playback } from '@hanabi/contract';
import { seekTo } from './player-commands.ts';

/** Shown only during the opening; the ending is never skipped for the viewer (issue 7). */
export function SkipOpeningButton({
  video,
  opening,
  currentTime,
}: {
  video: HTMLVideoElement;
  opening: Playback['skip']['opening'];
  currentTime: number;
}) {
  if (!opening || currentTime < opening.start || currentTime >= opening.end) return null;
  return (
    <button
      type="button"
      className="player-overlay-button player-skip-opening"
      onClick={() => seekTo(video, opening.end)}
    >
      オープニングをスキップ
    </button>
  );
}
