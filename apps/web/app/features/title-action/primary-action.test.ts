import type { TitleAccess } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { episode } from '../../test/fixtures.ts';
import { planAdvice } from './plan-advice.ts';
import { choosePrimaryAction } from './primary-action.ts';

const member = (fields: Partial<TitleAccess> = {}): TitleAccess => ({
  plan_id: null,
  owned_episode_ids: [],
  resume: null,
  ...fields,
});

/** A title of five episodes sold for 220 pt each, all also in the premium plan (1,100 円 a month). */
const soldInPremium = [1, 2, 3, 4, 5].map((id) =>
  episode(id, { is_free: false, price_points: 220, included_plan_ids: [2] }),
);

describe('the title page primary action', () => {
  it('plays the first free episode for a guest', () => {
    const episodes = [episode(1, { is_free: false, price_points: 200 }), episode(2, { is_free: true })];

    expect(choosePrimaryAction(episodes, null)).toMatchObject({ kind: 'play', episode: { id: 2 } });
  });

  it('plays the first episode in the member’s plan, or one they own', () => {
    const episodes = [
      episode(1, { is_free: false, included_plan_ids: [2] }),
      episode(2, { is_free: false, price_points: 200, included_plan_ids: [] }),
    ];

    expect(choosePrimaryAction(episodes, member({ plan_id: 2 }))).toMatchObject({ kind: 'play', episode: { id: 1 } });
    expect(choosePrimaryAction(episodes, member({ owned_episode_ids: [2] }))).toMatchObject({
      kind: 'play',
      episode: { id: 2 },
    });
  });

  it('resumes where the member left off with the time left, only when they may still watch it', () => {
    const resume = { episode_id: 3, position_seconds: 300, duration_seconds: 1440 };

    expect(choosePrimaryAction(soldInPremium, member({ plan_id: 2, resume }))).toEqual({
      kind: 'resume',
      episode: soldInPremium[2],
      remainingSeconds: 1140,
    });
    // Their plan ended: the third episode is for sale again, so the page offers to buy the first.
    expect(choosePrimaryAction(soldInPremium, member({ resume }))).toMatchObject({ kind: 'buy', episode: { id: 1 } });
  });

  it('offers to buy the first sold episode when nothing is watchable, else to join the plan that has it', () => {
    expect(choosePrimaryAction(soldInPremium, null)).toMatchObject({
      kind: 'buy',
      episode: { id: 1, price_points: 220 },
    });
    const planOnly = [episode(1, { is_free: false, price_points: null, included_plan_ids: [1, 2] })];
    expect(choosePrimaryAction(planOnly, null)).toMatchObject({ kind: 'join_plan', planId: 1 });
    expect(choosePrimaryAction([], null)).toBeNull();
  });
});

describe('the plan cost advice', () => {
  it('says when buying the rest costs a month of the plan that includes them, or more', () => {
    expect(planAdvice(soldInPremium, null)).toEqual({ episodeCount: 5, totalPoints: 1100, plan: 'premium' });
    // Two bought already: the three left cost 660 pt, less than the plan's 1,100 円.
    expect(planAdvice(soldInPremium, member({ owned_episode_ids: [1, 2] }))).toBeNull();
  });

  it('says nothing to a member on that plan, nor when no one plan includes every episode left', () => {
    expect(planAdvice(soldInPremium, member({ plan_id: 2 }))).toBeNull();
    const notInAPlan = [...soldInPremium, episode(6, { is_free: false, price_points: 220, included_plan_ids: [] })];
    expect(planAdvice(notInAPlan, null)).toBeNull();
  });

  it('counts one cut of each episode: the cheaper, and none of an episode the viewer may already watch', () => {
    const withPremiumCuts = [
      ...soldInPremium.map((sold) => ({ ...sold, included_plan_ids: [1, 2] })),
      episode(15, { number: 5, cut: 'premium', is_free: false, price_points: 330, included_plan_ids: [2] }),
    ];

    expect(planAdvice(withPremiumCuts, null)).toEqual({ episodeCount: 5, totalPoints: 1100, plan: 'lite' });
    // Owning the broadcast cut of episode 5, the premium cut is not something left to buy.
    expect(planAdvice(withPremiumCuts, member({ owned_episode_ids: [5] }))).toEqual({
      episodeCount: 4,
      totalPoints: 880,
      plan: 'lite',
    });
  });

  it('names the cheaper plan when both include the episodes', () => {
    const inBoth = soldInPremium.map((sold) => ({ ...sold, included_plan_ids: [1, 2] }));

    expect(planAdvice(inBoth, null)).toMatchObject({ plan: 'lite' });
  });
});
