import type { EpisodeSummary } from '@hanabi/contract';

/** Running time in whole minutes, as the episode list shows it: 「24分」. Never less than 1 minute. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes}分`;
}

export type EpisodeBadgeKind = 'free' | 'premium' | 'points' | 'plans';

export interface EpisodeBadge {
  kind: EpisodeBadgeKind;
  label: string;
}

type BadgeFields = Pick<EpisodeSummary, 'is_free' | 'cut' | 'price_points' | 'included_plan_ids'>;

/**
 * How a viewer can watch an episode, as badges: 「無料」 alone when it is free for everyone; otherwise
 * 「プレミアム」 for the uncut premium version or 「見放題」 when a plan includes it, then 「{n}pt」 when it
 * is also sold for points. Most catalogue episodes are both in the plans and sold, and a viewer needs
 * to see both ways in.
 */
export function episodeBadges(episode: BadgeFields): EpisodeBadge[] {
  if (episode.is_free) return [{ kind: 'free', label: '無料' }];
  const badges: EpisodeBadge[] = [];
  if (episode.cut === 'premium') badges.push({ kind: 'premium', label: 'プレミアム' });
  else if (episode.included_plan_ids.length > 0) badges.push({ kind: 'plans', label: '見放題' });
  if (episode.price_points !== null) {
    badges.push({ kind: 'points', label: `${episode.price_points.toLocaleString('ja-JP')}pt` });
  }
  return badges;
}
