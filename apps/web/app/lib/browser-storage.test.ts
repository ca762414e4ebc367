import { describe, expect, it } from 'vitest';
import { MemoryStorage, memoryBrowser } from '../test/memory-storage.ts';
import {
  readStored,
  removeStored,
  STORAGE_ENTRIES,
  type StorageEntry,
  type StorageHost,
  writeStored,
} from './browser-storage.ts';

/** Storage that refuses every use, as some private windows do, or a full one refuses writes. */
class RefusingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

const browser = memoryBrowser;

const { watchingEpisodes, sectionName, displayableTitleList, playbackStartSeconds } = STORAGE_ENTRIES;

describe('the storage entries of spec §9', () => {
  it('keep their keys in the storage areas the spec names', () => {
    const host = browser();
    const entry = { episode_id: 101, position_seconds: 754, duration_seconds: 1440, watched_at: 'x', visible: true };
    writeStored(watchingEpisodes, [entry], host);
    writeStored(sectionName, '今期の新作', host);
    writeStored(displayableTitleList, [12, 7, 3], host);
    writeStored(playbackStartSeconds, 90, host);

    expect(host.localStorage.getItem('watching_episodes')).toBe(JSON.stringify([entry]));
    expect(host.localStorage.getItem('sectionName')).toBe('"今期の新作"');
    expect(host.localStorage.getItem('displayableTitleList')).toBe('[12,7,3]');
    expect(host.sessionStorage.getItem('playback_start_seconds')).toBe('90');
    expect(host.localStorage.getItem('playback_start_seconds')).toBeNull();
  });

  it('read back what was written', () => {
    const host = browser();
    writeStored(displayableTitleList, [12, 7], host);
    writeStored(playbackStartSeconds, 0, host);
    expect(readStored(displayableTitleList, host)).toEqual([12, 7]);
    expect(readStored(playbackStartSeconds, host)).toBe(0);
  });

  it('are gone once removed', () => {
    const host = browser();
    writeStored(sectionName, 'ランキング', host);
    removeStored(sectionName, host);
    expect(readStored(sectionName, host)).toBeUndefined();
  });
});

describe('a stored value the product would not write reads as nothing', () => {
  const entryOf: Record<string, StorageEntry<unknown>> = Object.fromEntries(
    Object.values(STORAGE_ENTRIES).map((entry) => [entry.key, entry]),
  );

  it.each([
    ['watching_episodes', 'not json'],
    ['watching_episodes', '{"episode_id":1}'],
    ['watching_episodes', '[{"episode_id":"1","title_id":2,"position_seconds":3}]'],
    ['watching_episodes', '[{"episode_id":1,"title_id":2,"position_seconds":-3}]'],
    ['sectionName', 'ランキング'],
    ['sectionName', '""'],
    ['sectionName', '42'],
    ['displayableTitleList', '[1,"2"]'],
    ['displayableTitleList', '[0]'],
    ['displayableTitleList', 'null'],
    ['displayableTitleList', ''],
  ])('localStorage %s = %s', (key, text) => {
    const host = browser();
    host.localStorage.setItem(key, text);
    const entry = entryOf[key];
    if (entry === undefined) throw new Error(`no storage entry has the key ${key}`);
    expect(readStored(entry, host)).toBeUndefined();
  });

  it.each(['-1', '"90"', 'NaN', '1e999', '{}'])('sessionStorage playback_start_seconds = %s', (text) => {
    const host = browser();
    host.sessionStorage.setItem('playback_start_seconds', text);
    expect(readStored(playbackStartSeconds, host)).toBeUndefined();
  });
});

describe('without usable storage', () => {
  it('reads nothing and stores nothing on the server, where there is no storage', () => {
    expect(readStored(sectionName)).toBeUndefined();
    expect(writeStored(sectionName, 'ランキング')).toBe(false);
    expect(() => removeStored(sectionName)).not.toThrow();
  });

  it('carries on when the browser refuses storage, or it is full', () => {
    const host = { localStorage: new RefusingStorage(), sessionStorage: new RefusingStorage() };
    expect(readStored(displayableTitleList, host)).toBeUndefined();
    expect(writeStored(playbackStartSeconds, 90, host)).toBe(false);
    expect(() => removeStored(sectionName, host)).not.toThrow();
  });

  it('carries on when merely reaching the storage throws', () => {
    const host: StorageHost = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    expect(readStored(sectionName, host)).toBeUndefined();
    expect(writeStored(sectionName, 'ランキング', host)).toBe(false);
    expect(() => removeStored(sectionName, host)).not.toThrow();
  });

  it('still refuses to write a value of the wrong shape, which is a mistake in the code', () => {
    expect(() => writeStored(playbackStartSeconds, -5, browser())).toThrow();
  });
});
