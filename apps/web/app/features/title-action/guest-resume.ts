/**
 * Where a guest left off in a title, from the positions their browser keeps (local storage, decision 0028):
 * the most recently watched episode of the title they have started and not finished. The same fact the API
 * gives a member as `TitleAccess.resume`, so the title page offers a guest 「続きから再生」 too.
 */
import { type EpisodeSummary, type GuestWatchingEntry, isFinished, type TitleAccess } from '@hanabi/contract';
import { useEffect, useState } from 'react';
import { readGuestWatching } from '../../lib/guest-watching.ts';

/** `entries` newest first, as kept; null when the guest has not started any of `episodes`. */
export function guestResumeOf(
  episodes: readonly EpisodeSummary[],
  entries: readonly GuestWatchingEntry[],
): TitleAccess['resume'] {
  const ids = new Set(episodes.map((episode) => episode.id));
  const entry = entries.find(
    (candidate) =>
      ids.has(candidate.episode_id) &&
      candidate.position_seconds > 0 &&
      !isFinished(candidate.position_seconds, candidate.duration_seconds),
  );
  return entry
    ? {
        episode_id: entry.episode_id,
        position_seconds: entry.position_seconds,
        duration_seconds: entry.duration_seconds,
      }
    : null;
}

/**
 * The guest's resume point, read once the page runs in the browser (the server cannot see local storage: it
 * renders the guest's 「再生する」, replaced after hydration); always null for a member.
 */
export function useGuestResume(episodes: readonly EpisodeSummary[], isGuest: boolean): TitleAccess['resume'] {
  const [resume, setResume] = useState<TitleAccess['resume']>(null);
  useEffect(() => {
    setResume(isGuest ? guestResumeOf(episodes, readGuestWatching()) : null);
  }, [episodes, isGuest]);
  return resume;
}
