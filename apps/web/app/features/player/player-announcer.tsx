import { useEffect, useRef, useState } from 'react';
import { announcementOf } from './player-announcements.ts';
import type { VideoState } from './use-video-state.ts';

/**
 * The player's polite live region: empty until the viewer changes something, then the last change in words.
 * The first state read from the video is where the player starts, not a change, so it says nothing.
 */
export function PlayerAnnouncer({ state }: { state: VideoState }) {
  const before = useRef<VideoState | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const previous = before.current;
    before.current = state;
    const said = previous && announcementOf(previous, state);
    if (said) setMessage(said);
  }, [state]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
