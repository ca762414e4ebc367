/**
 * Where playback starts (decision 0029): a position handed over in this tab (session storage
 * `playback_start_seconds`, spec §9 — read once), else where the viewer left off, unless they had finished
 * the episode. Always inside the video, so a stale position never starts past the end.
 */
import { isFinished } from '@hanabi/contract';
import { readStored, removeStored, STORAGE_ENTRIES, type StorageHost } from '../../lib/browser-storage.ts';

export interface StartFacts {
  /** From `playback_start_seconds`, when a page handed one over. */
  handedOverSeconds: number | undefined;
  /** The member's position from the API, or the guest's from local storage. */
  resumeSeconds: number;
  durationSeconds: number;
}

export function startPosition({ handedOverSeconds, resumeSeconds, durationSeconds }: StartFacts): number {
  const wanted = handedOverSeconds ?? (isFinished(resumeSeconds, durationSeconds) ? 0 : resumeSeconds);
  return Math.min(Math.max(0, wanted), Math.max(0, durationSeconds - 1));
}

/** The position another page handed over for the next playback in this tab; it is used once. */
export function takeHandedOverStart(host?: StorageHost): number | undefined {
  const seconds = readStored(STORAGE_ENTRIES.playbackStartSeconds, host);
  removeStored(STORAGE_ENTRIES.playbackStartSeconds, host);
  return seconds;
}
