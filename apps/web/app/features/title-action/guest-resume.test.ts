import type { GuestWatchingEntry } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { episode } from '../../test/fixtures.ts';
import { guestResumeOf } from './guest-resume.ts';
import { choosePrimaryAction } from './primary-action.ts';

const entry = (episodeId: number, position: number, duration = 1440): GuestWatchingEntry => ({
  episode_id: episodeId,
  position_seconds: position,
  duration_seconds: duration,
  watched_at: '2026-11-01T00:00:00.000Z',
  visible: true,
});

const freeEpisodes = [1, 2, 3].map((id) => episode(id, { is_free: true }));

describe('a guest’s resume point on the title page', () => {
  it('is the most recent unfinished episode of this title their browser keeps', () => {
    const entries = [entry(99, 100), entry(2, 600), entry(1, 300)];

    expect(guestResumeOf(freeEpisodes, entries)).toEqual({
      episode_id: 2,
      position_seconds: 600,
      duration_seconds: 1440,
    });
    expect(choosePrimaryAction(freeEpisodes, null, guestResumeOf(freeEpisodes, entries))).toMatchObject({
      kind: 'resume',
      episode: { id: 2 },
      remainingSeconds: 840,
    });
  });

  it('skips finished episodes, ones never really started and other titles’ episodes', () => {
    expect(guestResumeOf(freeEpisodes, [entry(3, 1430), entry(2, 0), entry(1, 300)])).toMatchObject({ episode_id: 1 });
    expect(guestResumeOf(freeEpisodes, [entry(99, 300)])).toBeNull();
    expect(choosePrimaryAction(freeEpisodes, null, null)).toMatchObject({ kind: 'play', episode: { id: 1 } });
  });

  it('is not offered where the guest may no longer watch the episode', () => {
    const sold = [episode(1, { is_free: false, price_points: 200 })];

    expect(choosePrimaryAction(sold, null, guestResumeOf(sold, [entry(1, 300)]))).toMatchObject({ kind: 'buy' });
  });
});
