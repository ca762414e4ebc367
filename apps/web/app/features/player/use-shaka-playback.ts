/**
 * Loads the episode into the <video> with shaka-player, from where the viewer starts, at the speed they
 * last chose, and starts it. Reports what went wrong as a PlayerProblem and offers the renditions for the
 * quality menu.
 */
import type { Playback } from '@hanabi/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rememberedRate } from './playback-rate.ts';
import { type PlayerProblem, problemOf } from './player-problems.ts';
import type { QualityChoice } from './settings-menu.tsx';
import { type ShakaPlayer, startShakaSession, UnsupportedBrowserError } from './shaka-session.ts';

export interface ShakaPlayback {
  problem: PlayerProblem | null;
  /** The browser refused to start playing by itself: the viewer has to press play. */
  needsTap: boolean;
  qualities: number[];
  quality: QualityChoice;
  chooseQuality: (quality: QualityChoice) => void;
}

function heightsOf(player: ShakaPlayer): number[] {
  const heights = player.getVideoTracks().flatMap((track) => (track.height === null ? [] : [track.height]));
  return [...new Set(heights)].sort((a, b) => b - a);
}

export function useShakaPlayback(
  video: HTMLVideoElement | null,
  playback: Playback,
  startSeconds: () => number,
): ShakaPlayback {
  const playerRef = useRef<ShakaPlayer | null>(null);
  const [problem, setProblem] = useState<PlayerProblem | null>(null);
  const [needsTap, setNeedsTap] = useState(false);
  const [qualities, setQualities] = useState<number[]>([]);
  const [quality, setQuality] = useState<QualityChoice>('auto');
  // Read once per episode: the start position is used up when it is read.
  const startRef = useRef(startSeconds);

  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    const session = startShakaSession(video, playback, startRef.current());
    session.then(
      (player) => {
        if (cancelled) return;
        playerRef.current = player;
        player.addEventListener('error', (event) =>
          setProblem(problemOf((event as Event & { detail: unknown }).detail)),
        );
        setQualities(heightsOf(player));
        video.playbackRate = rememberedRate();
        video.play().catch(() => setNeedsTap(true));
      },
      (error: unknown) => {
        if (cancelled) return;
        setProblem(error instanceof UnsupportedBrowserError ? 'unsupported_browser' : problemOf(error));
      },
    );
    return () => {
      cancelled = true;
      playerRef.current = null;
      void session.then((player) => player.destroy()).catch(() => undefined);
    };
  }, [video, playback]);

  useEffect(() => {
    if (!video || !needsTap) return;
    const onPlay = () => setNeedsTap(false);
    video.addEventListener('play', onPlay);
    return () => video.removeEventListener('play', onPlay);
  }, [video, needsTap]);

  const chooseQuality = useCallback((choice: QualityChoice) => {
    const player = playerRef.current;
    if (!player) return;
    setQuality(choice);
    player.configure({ abr: { enabled: choice === 'auto' } });
    const track = player.getVideoTracks().find((candidate) => candidate.height === choice);
    if (track) player.selectVideoTrack(track, true);
  }, []);

  return { problem, needsTap, qualities, quality, chooseQuality };
}
