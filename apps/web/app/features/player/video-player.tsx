import { browserCookieStore, writeCookie } from '@hanabi/api-client';
import type { Playback } from '@hanabi/contract';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { guestPositionOf } from '../../lib/guest-watching.ts';
import { useCookiePlace } from '../../lib/use-cookie-place.ts';
import { NextEpisodeCountdown } from './next-episode-countdown.tsx';
import { PlayerAnnouncer } from './player-announcer.tsx';
import { setRate, togglePlay } from './player-commands.ts';
import { PlayerControls } from './player-controls.tsx';
import { PlayerProblemPanel } from './player-problem-panel.tsx';
import { SkipOpeningButton } from './skip-opening-button.tsx';
import { startPosition, takeHandedOverStart } from './start-position.ts';
import { type MediaSessionInfo, useMediaSession } from './use-media-session.ts';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';
import { useShakaPlayback } from './use-shaka-playback.ts';
import { useVideoState } from './use-video-state.ts';
import { useWatchReports } from './use-watch-reports.ts';
import { VrView } from './vr/vr-view.tsx';

export interface VideoPlayerProps {
  episodeId: number;
  /** For the labels: 「第1話 旅立ち」. */
  episodeLabel: string;
  playback: Playback;
  isMember: boolean;
  /** Handed the video element, for the page's controls outside the player (the cut switch). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** The `skip_time` cookie, read by the server. */
  initialSkipSeconds: number;
  /** The next episode's player, when there is one. */
  nextPath: string | null;
  /** What the lock screen and headset controls show. */
  mediaSession: MediaSessionInfo;
}

/** The player of one episode (keyed by episode: every episode starts with a fresh player). */
export function VideoPlayer({
  episodeId,
  episodeLabel,
  playback,
  isMember,
  videoRef,
  initialSkipSeconds,
  nextPath,
  mediaSession,
}: VideoPlayerProps) {
  const [video, setVideoState] = useState<HTMLVideoElement | null>(null);
  const setVideo = useCallback(
    (element: HTMLVideoElement | null) => {
      setVideoState(element);
      if (videoRef) videoRef.current = element;
    },
    [videoRef],
  );
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [skipSeconds, setSkipSeconds] = useState(initialSkipSeconds);
  const [nextCancelled, setNextCancelled] = useState(false);
  const cookiePlace = useCookiePlace();
  const state = useVideoState(video, container);
  const shaka = useShakaPlayback(video, playback, () =>
    startPosition({
      handedOverSeconds: takeHandedOverStart(),
      resumeSeconds: isMember ? playback.resume_seconds : (guestPositionOf(episodeId)?.position_seconds ?? 0),
      durationSeconds: playback.duration_seconds,
    }),
  );
  useWatchReports(video, { episodeId, durationSeconds: playback.duration_seconds, isMember });

  // A countdown cancelled at one end is offered again at the next: the viewer may have played on.
  useEffect(() => {
    if (!state.ended) setNextCancelled(false);
  }, [state.ended]);
  usePlayerShortcuts(video && container ? { video, container, skipSeconds } : null);
  useMediaSession(video, mediaSession, skipSeconds);

  return (
    <section className="player" ref={setContainer} aria-label={`${episodeLabel}の動画プレイヤー`}>
      <div className="player__screen">
        {/* biome-ignore lint/a11y/useMediaCaption: the demo episodes have no subtitles yet. */}
        <video
          ref={setVideo}
          className={playback.is_vr ? 'player__video player__video--behind-vr' : 'player__video'}
          playsInline
          // In the 360° view a drag ends in a click: only the flat picture plays and pauses on a click.
          onClick={playback.is_vr ? undefined : () => video && togglePlay(video)}
        />
        {playback.is_vr ? <VrView video={video} /> : null}
        {state.waiting && !shaka.problem ? (
          <span className="player__spinner" role="progressbar" aria-label="動画を読み込み中" />
        ) : null}
        {shaka.needsTap && video ? (
          <button type="button" className="player-overlay-button player__start" onClick={() => togglePlay(video)}>
            再生する
          </button>
        ) : null}
        {video ? (
          <SkipOpeningButton video={video} opening={playback.skip.opening} currentTime={state.currentTime} />
        ) : null}
        {state.ended && nextPath && !nextCancelled ? (
          <NextEpisodeCountdown nextPath={nextPath} onCancel={() => setNextCancelled(true)} />
        ) : null}
        {shaka.problem ? <PlayerProblemPanel problem={shaka.problem} /> : null}
      </div>
      <PlayerAnnouncer state={state} />
      {video && container ? (
        <PlayerControls
          video={video}
          container={container}
          state={state}
          onRate={(rate) => setRate(video, rate)}
          qualities={shaka.qualities}
          quality={shaka.quality}
          onQuality={shaka.chooseQuality}
          skipSeconds={skipSeconds}
          onSkipSeconds={(seconds) => {
            setSkipSeconds(seconds);
            writeCookie(browserCookieStore(), 'skipTime', seconds, cookiePlace());
          }}
        />
      ) : null}
    </section>
  );
}
