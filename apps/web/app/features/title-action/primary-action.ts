/**
 * The title page's one primary action (issue 20, item 2): what this viewer does next with the title, above
 * the fold, so that nobody has to scroll to the episode list to start. Decided by the contract's access rule
 * (episodeAccessOf), the one the API plays and sells by.
 */
import { type EpisodeAccess, type EpisodeSummary, episodeAccessOf, type TitleAccess } from '@hanabi/contract';

export type PrimaryAction =
  /** Where the member left off: the episode and how much of it is left. */
  | { kind: 'resume'; episode: EpisodeSummary; remainingSeconds: number }
  /** The first episode this viewer may watch. */
  | { kind: 'play'; episode: EpisodeSummary }
  /** Nothing watchable: the first episode sold on its own. */
  | { kind: 'buy'; episode: EpisodeSummary & { price_points: number } }
  /** Nothing watchable nor sold: the plan that includes the first episode. */
  | { kind: 'join_plan'; episode: EpisodeSummary; planId: number };

/** What lets a viewer watch an episode now. */
export const WATCHABLE: ReadonlySet<EpisodeAccess> = new Set(['free', 'owned', 'included_in_plan']);

/** The viewer's access to an episode; `holder` null for a guest (or when the member's holdings are unknown). */
export function accessTo(episode: EpisodeSummary, holder: TitleAccess | null): EpisodeAccess {
  return episodeAccessOf(
    { isFree: episode.is_free, pricePoints: episode.price_points, includedPlanIds: episode.included_plan_ids },
    holder && { planId: holder.plan_id, owns: holder.owned_episode_ids.includes(episode.id) },
  );
}

/**
 * `episodes` in the order the page lists them (by number); null when the title has none to offer. A guest's
 * resume point comes from their browser (`guestResume`, features/title-action/guest-resume.ts).
 */
export function choosePrimaryAction(
  episodes: EpisodeSummary[],
  holder: TitleAccess | null,
  guestResume: TitleAccess['resume'] = null,
): PrimaryAction | null {
  const watchable = (episode: EpisodeSummary) => WATCHABLE.has(accessTo(episode, holder));
  const resume = holder ? holder.resume : guestResume;
  const resumed = resume && episodes.find((episode) => episode.id === resume.episode_id);
  if (resume && resumed && watchable(resumed)) {
    return { kind: 'resume', episode: resumed, remainingSeconds: resume.duration_seconds - resume.position_seconds };
  }
  const first = episodes.find(watchable);
  if (first) return { kind: 'play', episode: first };
  const sold = episodes.find((episode) => accessTo(episode, holder) === 'purchasable');
  if (sold && sold.price_points !== null) return { kind: 'buy', episode: { ...sold, price_points: sold.price_points } };
  const inPlan = episodes.find((episode) => episode.included_plan_ids.length > 0);
  const planId = inPlan && Math.min(...inPlan.included_plan_ids);
  return inPlan && planId ? { kind: 'join_plan', episode: inPlan, planId } : null;
}
