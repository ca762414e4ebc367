import { describe, expect, it } from 'vitest';
import { episodeDetail } from '../../test/purchase-fixtures.ts';
import { isFeaturable, requestedEpisodeId } from './featured-episode.ts';

const at = (query: string) => new URL(`http://localhost:3000/premium?${query}`);

const premiumCut = episodeDetail(30, { cut: 'premium' });

describe('requestedEpisodeId', () => {
  it('reads an id of digits', () => {
    expect(requestedEpisodeId(at('play_episode_id=30&tid=3'))).toBe(30);
  });

  it.each([
    '',
    'play_episode_id=',
    'play_episode_id=abc',
    'play_episode_id=1e3',
    'play_episode_id=-4',
    'play_episode_id=030',
  ])('ignores %s', (query) => {
    expect(requestedEpisodeId(at(query))).toBeNull();
  });
});

describe('isFeaturable', () => {
  it('features a premium cut of a general title to anyone', () => {
    expect(isFeaturable(premiumCut, false)).toBe(true);
  });

  it('does not feature a broadcast cut on the premium cuts page', () => {
    expect(isFeaturable({ ...premiumCut, cut: 'broadcast' }, true)).toBe(false);
  });

  it("features a mature title's premium cut only to a viewer who confirmed their age", () => {
    const mature = {
      ...premiumCut,
      title: { ...premiumCut.title, display_group: 'mature_group' as const, is_age_restriction_r18: true },
    };
    expect(isFeaturable(mature, false)).toBe(false);
    expect(isFeaturable(mature, true)).toBe(true);
  });
});
