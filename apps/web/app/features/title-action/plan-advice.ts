/**
 * The plan cost advisor (issue 20, item 8): when buying the rest of a title's sold episodes would cost as much
 * as a month of a plan that includes all of them, or more (the plan brings the rest of its catalogue too), say
 * so with the numbers: points at what they cost
 * (YEN_PER_POINT) against the plan's monthly price. Never shown to a member already on that plan.
 */
import { type EpisodeSummary, type PaidPlanKey, PLANS, type TitleAccess, YEN_PER_POINT } from '@hanabi/contract';
import { accessTo, WATCHABLE } from './primary-action.ts';

export interface PlanAdvice {
  /** The sold episodes this viewer cannot watch yet, and what buying them all costs. */
  episodeCount: number;
  totalPoints: number;
  plan: PaidPlanKey;
}

/** The cheaper plan first: the advice names the least a viewer has to pay. */
const PLANS_CHEAPEST_FIRST: PaidPlanKey[] = (Object.keys(PLANS) as PaidPlanKey[]).sort(
  (a, b) => PLANS[a].monthlyPriceYen - PLANS[b].monthlyPriceYen,
);

/**
 * The episodes a viewer would buy to watch the rest: for each episode number none of whose cuts they may
 * watch, its cheapest cut for sale (nobody buys both the broadcast and the premium cut of one episode).
 */
function episodesToBuy(episodes: EpisodeSummary[], holder: TitleAccess | null): EpisodeSummary[] {
  const watchableNumbers = new Set(
    episodes.filter((episode) => WATCHABLE.has(accessTo(episode, holder))).map((episode) => episode.number),
  );
  const cheapest = new Map<number, EpisodeSummary>();
  for (const episode of episodes) {
    if (watchableNumbers.has(episode.number) || accessTo(episode, holder) !== 'purchasable') continue;
    const known = cheapest.get(episode.number);
    if (!known || (episode.price_points ?? 0) < (known.price_points ?? 0)) cheapest.set(episode.number, episode);
  }
  return [...cheapest.values()];
}

export function planAdvice(episodes: EpisodeSummary[], holder: TitleAccess | null): PlanAdvice | null {
  const toBuy = episodesToBuy(episodes, holder);
  if (toBuy.length === 0) return null;
  const totalPoints = toBuy.reduce((sum, episode) => sum + (episode.price_points ?? 0), 0);
  const plan = PLANS_CHEAPEST_FIRST.find((key) =>
    toBuy.every((episode) => episode.included_plan_ids.includes(PLANS[key].id)),
  );
  // A member on the plan watches these already (they would not be for sale to them): no advice to give.
  if (!plan || holder?.plan_id === PLANS[plan].id) return null;
  const costYen = totalPoints * YEN_PER_POINT;
  return costYen >= PLANS[plan].monthlyPriceYen ? { episodeCount: toBuy.length, totalPoints, plan } : null;
}
