/**
 * A guest's continue-watching entries, kept in local storage `watching_episodes` (spec §9, decision 0028):
 * the same facts the API keeps for a member, newest first, at most GUEST_WATCHING_EPISODES_LIMIT.
 */
import { GUEST_WATCHING_EPISODES_LIMIT, type GuestWatchingEntry } from '@hanabi/contract';
import { readStored, STORAGE_ENTRIES, type StorageHost, writeStored } from './browser-storage.ts';

const { watchingEpisodes } = STORAGE_ENTRIES;

export function readGuestWatching(host?: StorageHost): GuestWatchingEntry[] {
  return readStored(watchingEpisodes, host) ?? [];
}

export interface GuestPosition {
  episodeId: number;
  positionSeconds: number;
  durationSeconds: number;
  now: Date;
}

/** Records where the guest is in an episode: it moves to the front, and back into the row if removed. */
export function saveGuestPosition(
  { episodeId, positionSeconds, durationSeconds, now }: GuestPosition,
  host?: StorageHost,
): void {
  const entry: GuestWatchingEntry = {
    episode_id: episodeId,
    position_seconds: Math.max(0, Math.floor(positionSeconds)),
    duration_seconds: Math.max(0, Math.round(durationSeconds)),
    watched_at: now.toISOString(),
    visible: true,
  };
  const others = readGuestWatching(host).filter((kept) => kept.episode_id !== episodeId);
  writeStored(watchingEpisodes, [entry, ...others].slice(0, GUEST_WATCHING_EPISODES_LIMIT), host);
}

/**
 * Takes an episode out of the guest's row (or puts it back) and keeps where they were; false when the
 * browser would not store it (storage blocked or full).
 */
export function setGuestEntryVisible(episodeId: number, visible: boolean, host?: StorageHost): boolean {
  const entries = readGuestWatching(host);
  return writeStored(
    watchingEpisodes,
    entries.map((entry) => (entry.episode_id === episodeId ? { ...entry, visible } : entry)),
    host,
  );
}

/** Where the guest left off in an episode; undefined when they never started it. */
export function guestPositionOf(episodeId: number, host?: StorageHost): GuestWatchingEntry | undefined {
  return readGuestWatching(host).find((entry) => entry.episode_id === episodeId);
}
