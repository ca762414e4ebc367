/** What the controls and the keyboard do to the <video> and the player around it. */
import type { PlayerAction } from './keyboard-shortcuts.ts';
import { rememberRate, steppedRate } from './playback-rate.ts';

const VOLUME_STEP = 0.1;

export interface PlayerTarget {
  video: HTMLVideoElement;
  /** What goes fullscreen: the video with its controls. */
  container: HTMLElement;
  skipSeconds: number;
}

export function togglePlay(video: HTMLVideoElement): void {
  // A refused play() (autoplay rules) leaves the video paused, which the controls already show.
  if (video.paused || video.ended) video.play().catch(() => undefined);
  else video.pause();
}

export function seekTo(video: HTMLVideoElement, seconds: number): void {
  const end = Number.isFinite(video.duration) ? video.duration : seconds;
  video.currentTime = Math.min(Math.max(0, seconds), end);
}

export function skipBy(video: HTMLVideoElement, seconds: number): void {
  seekTo(video, video.currentTime + seconds);
}

export function setRate(video: HTMLVideoElement, rate: number): void {
  video.playbackRate = rate;
  rememberRate(rate);
}

export function setVolume(video: HTMLVideoElement, volume: number): void {
  video.volume = Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
  video.muted = video.volume === 0;
}

export function toggleFullscreen(container: HTMLElement): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  else container.requestFullscreen().catch(() => undefined);
}

export function canUsePictureInPicture(video: HTMLVideoElement | null): boolean {
  return video !== null && document.pictureInPictureEnabled === true && !video.disablePictureInPicture;
}

export function togglePictureInPicture(video: HTMLVideoElement): void {
  if (document.pictureInPictureElement === video) document.exitPictureInPicture().catch(() => undefined);
  else video.requestPictureInPicture().catch(() => undefined);
}

export function applyPlayerAction(action: PlayerAction, { video, container, skipSeconds }: PlayerTarget): void {
  switch (action.kind) {
    case 'toggle-play':
      togglePlay(video);
      break;
    case 'skip':
      skipBy(video, action.direction * skipSeconds);
      break;
    case 'volume':
      setVolume(video, (video.muted ? 0 : video.volume) + action.direction * VOLUME_STEP);
      break;
    case 'toggle-mute':
      video.muted = !video.muted;
      break;
    case 'toggle-fullscreen':
      toggleFullscreen(container);
      break;
    case 'speed':
      setRate(video, steppedRate(video.playbackRate, action.direction));
      break;
    case 'seek-tenth':
      seekTo(video, (video.duration * action.tenth) / 10);
      break;
  }
}
