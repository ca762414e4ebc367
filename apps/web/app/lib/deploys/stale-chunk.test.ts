import { describe, expect, it } from 'vitest';
import { claimStaleChunkReload, reloadOnStaleChunks, STALE_CHUNK_RELOAD_GUARD_MS } from './stale-chunk.ts';
import { STALE_CHUNK_EVENT } from './stale-chunk-event.ts';

/** A tab whose session storage holds `initial`. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  } as Storage;
  return { sessionStorage };
}

describe('claimStaleChunkReload', () => {
  it('reloads a path at most once per 10 s', () => {
    const storage = memoryStorage();
    expect(claimStaleChunkReload(storage, '/titles/3', 1_000)).toBe(true);
    expect(claimStaleChunkReload(storage, '/titles/3', 1_000 + STALE_CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimStaleChunkReload(storage, '/titles/3', 1_000 + STALE_CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('keeps a separate guard for each path', () => {
    const storage = memoryStorage();
    expect(claimStaleChunkReload(storage, '/titles/3', 1_000)).toBe(true);
    expect(claimStaleChunkReload(storage, '/my', 1_001)).toBe(true);
    expect(claimStaleChunkReload(storage, '/titles/3', 1_002)).toBe(false);
  });

  it('shrugs off a damaged record, and a clock that went backwards', () => {
    expect(claimStaleChunkReload(memoryStorage({ stale_chunk_reloads: '{not json' }), '/', 5_000)).toBe(true);
    const storage = memoryStorage({ stale_chunk_reloads: JSON.stringify({ '/': 50_000 }) });
    expect(claimStaleChunkReload(storage, '/', 5_000)).toBe(true);
  });

  it('does not reload when the reload cannot be recorded (storage refused)', () => {
    const refusing = {
      sessionStorage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      } as unknown as Storage,
    };
    expect(claimStaleChunkReload(refusing, '/', 1_000)).toBe(false);
  });
});

describe('reloadOnStaleChunks', () => {
  /** A tab: an event target with a location that counts reloads, and session storage. */
  function fakeTab() {
    const tab = Object.assign(new EventTarget(), {
      ...memoryStorage(),
      reloads: 0,
      location: {
        pathname: '/titles/3',
        reload: () => {
          tab.reloads += 1;
        },
      },
    });
    return tab;
  }

  function meetStaleChunk(tab: EventTarget): boolean {
    const event = new Event(STALE_CHUNK_EVENT, { cancelable: true });
    tab.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('reloads for a chunk of an earlier build, then holds back within 10 s, and never lets the import fail', () => {
    const tab = fakeTab();
    reloadOnStaleChunks(tab as unknown as Window);

    expect(meetStaleChunk(tab)).toBe(true);
    expect(tab.reloads).toBe(1);

    expect(meetStaleChunk(tab)).toBe(true);
    expect(tab.reloads).toBe(1);
  });
});
