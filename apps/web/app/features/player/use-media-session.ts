import type { Image } from '@hanabi/contract';
import { useEffect } from 'react';
import { NEUTRAL_PLAYING_LABEL } from '../../lib/discreet-mode.ts';
import { seekTo, skipBy } from './player-commands.ts';

export interface MediaSessionInfo {
  /** The episode: 「第1話 旅立ち」. */
  episodeLabel: string;
  titleName: string;
  /** None in discreet mode, where a mature title's picture must not show on the lock screen. */
  artwork: Image | null;
}

/** What a mature title shows on the lock screen in discreet mode (decision 0058): nothing of the title. */
export const NEUTRAL_MEDIA_SESSION: MediaSessionInfo = {
  episodeLabel: NEUTRAL_PLAYING_LABEL,
  titleName: 'Hanabi',
  artwork: null,
};

/**
 * The lock screen, the notification shade and headset buttons (issue 20): what is playing, with its artwork,
 * and play, pause and skips that act on this player. Cleared when the player goes, so another page's media
 * never shows this episode.
 */
export function useMediaSession(video: HTMLVideoElement | null, info: MediaSessionInfo, skipSeconds: number): void {
  const { episodeLabel, titleName, artwork } = info;
  useEffect(() => {
    if (!video || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    // JPEG, PNG or WebP where there are variants; the demo's one SVG otherwise, as the pages show it.
    const pictures = artwork ? (artwork.variants?.filter((variant) => variant.type !== 'image/avif') ?? [artwork]) : [];
    session.metadata = new MediaMetadata({
      title: episodeLabel,
      artist: titleName,
      album: 'Hanabi',
      artwork: pictures.map((picture) => ({
        src: new URL(picture.url, window.location.href).href,
        sizes: `${picture.width}x${picture.height}`,
        ...('type' in picture ? { type: picture.type } : {}),
      })),
    });
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => void video.play().catch(() => undefined)],
      ['pause', () => video.pause()],
      ['seekbackward', (details) => skipBy(video, -(details.seekOffset ?? skipSeconds))],
      ['seekforward', (details) => skipBy(video, details.seekOffset ?? skipSeconds)],
      ['seekto', (details) => (details.seekTime === undefined ? undefined : seekTo(video, details.seekTime))],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      session.metadata = null;
      for (const [action] of handlers) setHandler(session, action, null);
    };
  }, [video, episodeLabel, titleName, artwork, skipSeconds]);
}

/** A browser that does not know an action throws rather than ignoring it; the others still work. */
function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not supported here: the on-screen controls remain.
  }
}
