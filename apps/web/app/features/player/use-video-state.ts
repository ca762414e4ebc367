import { useEffect, useState } from 'react';

/** What the controls show of the <video>: read from it on every event that can change it. */
export interface VideoState {
  paused: boolean;
  ended: boolean;
  /** Waiting for data (a spinner). */
  waiting: boolean;
  currentTime: number;
  duration: number;
  /** End of the buffered range around the current position, in seconds. */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  rate: number;
  pictureInPicture: boolean;
  fullscreen: boolean;
}

const INITIAL: VideoState = {
  paused: true,
  ended: false,
  waiting: true,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  rate: 1,
  pictureInPicture: false,
  fullscreen: false,
};

const VIDEO_EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'ended',
  'timeupdate',
  'durationchange',
  'progress',
  'volumechange',
  'ratechange',
  'canplay',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const;

function bufferedEndAround(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let index = 0; index < buffered.length; index++) {
    if (buffered.start(index) <= currentTime + 0.5 && currentTime <= buffered.end(index)) return buffered.end(index);
  }
  return currentTime;
}

function read(video: HTMLVideoElement, container: HTMLElement | null, waiting: boolean): VideoState {
  return {
    paused: video.paused,
    ended: video.ended,
    waiting,
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    bufferedEnd: bufferedEndAround(video),
    volume: video.volume,
    muted: video.muted,
    rate: video.playbackRate,
    pictureInPicture: document.pictureInPictureElement === video,
    fullscreen: container !== null && document.fullscreenElement === container,
  };
}

export function useVideoState(video: HTMLVideoElement | null, container: HTMLElement | null): VideoState {
  const [state, setState] = useState(INITIAL);
  useEffect(() => {
    if (!video) return;
    let waiting = true;
    const update = (event?: Event) => {
      if (event?.type === 'waiting' || event?.type === 'seeking') waiting = true;
      if (event?.type === 'playing' || event?.type === 'canplay' || event?.type === 'seeked') waiting = false;
      setState(read(video, container, waiting));
    };
    for (const type of VIDEO_EVENTS) video.addEventListener(type, update);
    document.addEventListener('fullscreenchange', update);
    update();
    return () => {
      for (const type of VIDEO_EVENTS) video.removeEventListener(type, update);
      document.removeEventListener('fullscreenchange', update);
    };
  }, [video, container]);
  return state;
}
