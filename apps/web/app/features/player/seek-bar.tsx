import type { CSSProperties } from 'react';
import { formatClock } from './clock-format.ts';
import { seekTo } from './player-commands.ts';

interface SeekBarProps {
  video: HTMLVideoElement;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
}

const share = (part: number, whole: number) => (whole > 0 ? `${Math.min(100, (part / whole) * 100)}%` : '0%');

/** The position in the episode, draggable, with what is already loaded shown lighter ahead of it. */
export function SeekBar({ video, currentTime, duration, bufferedEnd }: SeekBarProps) {
  const style = {
    '--played': share(currentTime, duration),
    '--buffered': share(bufferedEnd, duration),
  } as CSSProperties;
  return (
    <input
      className="seek-bar"
      type="range"
      min={0}
      max={Math.max(duration, 0)}
      step={1}
      value={Math.min(currentTime, duration)}
      style={style}
      aria-label="再生位置"
      aria-valuetext={`${formatClock(currentTime)} / ${formatClock(duration)}`}
      data-buffered-seconds={Math.floor(bufferedEnd)}
      onChange={(event) => seekTo(video, Number(event.currentTarget.value))}
    />
  );
}
