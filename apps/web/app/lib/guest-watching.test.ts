import { GUEST_WATCHING_EPISODES_LIMIT } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { memoryBrowser } from '../test/memory-storage.ts';
import { guestPositionOf, readGuestWatching, saveGuestPosition, setGuestEntryVisible } from './guest-watching.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute));

describe("a guest's continue-watching entries", () => {
  it('keep the latest position of each episode, the most recently watched first', () => {
    const host = memoryBrowser();
    saveGuestPosition({ episodeId: 1, positionSeconds: 30.7, durationSeconds: 1440, now: at(0) }, host);
    saveGuestPosition({ episodeId: 2, positionSeconds: 5, durationSeconds: 1440, now: at(1) }, host);
    saveGuestPosition({ episodeId: 1, positionSeconds: 95.2, durationSeconds: 1440, now: at(2) }, host);
    expect(readGuestWatching(host).map(({ episode_id, position_seconds }) => [episode_id, position_seconds])).toEqual([
      [1, 95],
      [2, 5],
    ]);
    expect(host.localStorage.getItem('watching_episodes')).toContain('"watched_at":"2026-11-25T12:02:00.000Z"');
  });

  it('hold at most the limit, forgetting the oldest', () => {
    const host = memoryBrowser();
    for (let episodeId = 1; episodeId <= GUEST_WATCHING_EPISODES_LIMIT + 3; episodeId++) {
      saveGuestPosition({ episodeId, positionSeconds: 10, durationSeconds: 100, now: at(episodeId) }, host);
    }
    const kept = readGuestWatching(host);
    expect(kept).toHaveLength(GUEST_WATCHING_EPISODES_LIMIT);
    expect(kept[0]?.episode_id).toBe(GUEST_WATCHING_EPISODES_LIMIT + 3);
    expect(guestPositionOf(1, host)).toBeUndefined();
  });

  it('keep the position of an entry taken out of the row, and bring it back when watched again', () => {
    const host = memoryBrowser();
    saveGuestPosition({ episodeId: 1, positionSeconds: 300, durationSeconds: 1440, now: at(0) }, host);
    setGuestEntryVisible(1, false, host);
    expect(guestPositionOf(1, host)).toMatchObject({ position_seconds: 300, visible: false });
    saveGuestPosition({ episodeId: 1, positionSeconds: 310, durationSeconds: 1440, now: at(1) }, host);
    expect(guestPositionOf(1, host)).toMatchObject({ position_seconds: 310, visible: true });
  });

  it('start empty, and ignore what another build stored in another shape', () => {
    const host = memoryBrowser();
    expect(readGuestWatching(host)).toEqual([]);
    host.localStorage.setItem('watching_episodes', '[{"episode_id":1,"title_id":2,"position_seconds":3}]');
    expect(readGuestWatching(host)).toEqual([]);
  });
});
