import type { EpisodeDetail, EpisodePurchase, OwnedTitle, OwnedTitleList } from '@hanabi/contract';
import { episode, titleCard } from './fixtures.ts';

/** GET /v1/episodes/{id}: an episode of title 3 「星降る町」 sold for 500pt. */
export function episodeDetail(id: number, fields: Partial<EpisodeDetail> = {}): EpisodeDetail {
  return {
    ...episode(id, { title_id: 3, is_free: false, price_points: 500 }),
    title: { id: 3, name: '星降る町', display_group: 'general_group', is_age_restriction_r18: false },
    access: 'purchasable',
    owned_purchase: null,
    playback: null,
    way_in: 'buy',
    ...fields,
  };
}

/** GET /v1/episode/purchase/{id}: a completed purchase of episode 5, paid 300 in gift and 200 in festa points. */
export function episodePurchase(id: number, fields: Partial<EpisodePurchase> = {}): EpisodePurchase {
  const { thumbnail, prefix_name, name } = episode(5);
  return {
    id,
    status: 'completed',
    failure_reason: null,
    refunded_at: null,
    episode: { id: 5, title_id: 3, title_name: '星降る町', prefix_name, name, thumbnail },
    price_points: 500,
    spent_gift_points: 300,
    spent_festa_points: 200,
    requested_at: '2025-10-01T12:00:00+09:00',
    completed_at: '2025-10-01T12:00:01+09:00',
    ...fields,
  };
}

export function ownedTitle(id: number, fields: Partial<OwnedTitle> = {}): OwnedTitle {
  return {
    title: titleCard(id),
    owned_episode_count: 1,
    last_purchased_at: '2025-10-01T12:00:01+09:00',
    ...fields,
  };
}

export function ownedTitleList(items: OwnedTitle[], fields: Partial<OwnedTitleList> = {}): OwnedTitleList {
  return {
    items,
    pagination: { page: 1, per_page: 20, total: items.length, total_pages: items.length === 0 ? 0 : 1 },
    ...fields,
  };
}
