import { describe, expect, it } from 'vitest';
import { claimStaleChunkReload, STALE_CHUNK_RELOAD_GUARD_MS } from './stale-chunk.ts';

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
