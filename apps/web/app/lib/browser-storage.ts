/**
 * The browser storage of spec §9, defined once: each entry's key, area and value shape. Values are JSON;
 * reading gives undefined — never an exception — when the entry is missing, holds something else (bad JSON,
 * another shape, an older build's format), or the storage cannot be used at all (on the server, in a
 * private window or with storage blocked, where touching it throws, or when it is full).
 */
import { GUEST_WATCHING_EPISODES_LIMIT, guestWatchingEntrySchema, resourceIdSchema } from '@hanabi/contract';
import { z } from 'zod';

type StorageArea = 'localStorage' | 'sessionStorage';

export interface StorageEntry<T> {
  area: StorageArea;
  key: string;
  schema: z.ZodType<T>;
}

/** A database id stored as a JSON number. */
const id = z.number().refine((value) => resourceIdSchema.safeParse(value).success);
const seconds = z.number().finite().nonnegative();

export const STORAGE_ENTRIES = {
  /** A guest's episodes started, most recent first, with how far they got (features/watching). */
  watchingEpisodes: {
    area: 'localStorage',
    key: 'watching_episodes',
    schema: z.array(guestWatchingEntrySchema).max(GUEST_WATCHING_EPISODES_LIMIT),
  },
  /** The name of the home-page section the viewer last opened a title from, reported with what follows. */
  sectionName: { area: 'localStorage', key: 'sectionName', schema: z.string().min(1).max(200) },
  /** Titles the viewer may see in lists, in display order, kept between visits. */
  displayableTitleList: { area: 'localStorage', key: 'displayableTitleList', schema: z.array(id).max(1000) },
  /** Where the next playback in this tab starts, in seconds. */
  playbackStartSeconds: { area: 'sessionStorage', key: 'playback_start_seconds', schema: seconds },
  /** Not in the spec: the player's speed, kept across episodes (features/player, decision 0029). */
  playbackRate: { area: 'localStorage', key: 'playback_rate', schema: z.number().min(0.5).max(2) },
  /** Not in the spec: when each path of this tab last reloaded for a stale code chunk (lib/deploys). */
  staleChunkReloads: { area: 'sessionStorage', key: 'stale_chunk_reloads', schema: z.record(z.string(), z.number()) },
} as const satisfies Record<string, StorageEntry<unknown>>;

/** The window, or any object with the two storage areas (tests). */
export type StorageHost = Partial<Record<StorageArea, Storage>>;

function defaultHost(): StorageHost {
  return globalThis as StorageHost;
}

/** The storage area, or null where there is none or reaching it throws (storage blocked by the browser). */
function storageOf(host: StorageHost, area: StorageArea): Storage | null {
  try {
    return host[area] ?? null;
  } catch {
    return null;
  }
}

export function readStored<T>(entry: StorageEntry<T>, host: StorageHost = defaultHost()): T | undefined {
  try {
    const text = storageOf(host, entry.area)?.getItem(entry.key);
    if (text === null || text === undefined) return undefined;
    const parsed = entry.schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the value; false when it could not be (no storage, storage blocked or full). */
export function writeStored<T>(entry: StorageEntry<T>, value: T, host: StorageHost = defaultHost()): boolean {
  // A value of another shape is a programming error, not a storage problem: it throws.
  const text = JSON.stringify(entry.schema.parse(value));
  const storage = storageOf(host, entry.area);
  if (storage === null) return false;
  try {
    storage.setItem(entry.key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(entry: StorageEntry<unknown>, host: StorageHost = defaultHost()): void {
  try {
    storageOf(host, entry.area)?.removeItem(entry.key);
  } catch {
    // Storage blocked: there is nothing stored to remove.
  }
}
