/**
 * What the player says to a screen reader when its state changes (issue 20, item 5): played or paused, the
 * volume and muting, the speed. The video element changes without a focus move (a key shortcut, the lock
 * screen, a headset), so these go through a polite live region rather than the buttons' names alone.
 * Problems are said by their own panel (role="alert").
 */
import { rateLabel } from './playback-rate.ts';
import type { VideoState } from './use-video-state.ts';

type Announced = Pick<VideoState, 'paused' | 'ended' | 'volume' | 'muted' | 'rate'>;

/** The sentence for the change from `before` to `after`; null when nothing worth saying changed. */
export function announcementOf(before: Announced, after: Announced): string | null {
  if (before.paused !== after.paused && !after.ended) return after.paused ? '一時停止しました' : '再生しています';
  if (before.muted !== after.muted) return after.muted ? 'ミュートしました' : 'ミュートを解除しました';
  if (before.volume !== after.volume && !after.muted) return `音量 ${Math.round(after.volume * 100)}%`;
  if (before.rate !== after.rate) return `再生速度 ${rateLabel(after.rate)}`;
  return null;
}
