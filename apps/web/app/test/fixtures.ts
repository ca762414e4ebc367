import {
  type EpisodeSummary,
  type EpisodeTicketPresent,
  type GiftPointsPresent,
  guestUserStatus,
  type Present,
  type PresentList,
  type SubscribeHistories,
  type SubscribeHistoryItem,
  type Title,
  type TitleCard,
  type UserStatus,
  type WatchingEpisode,
  type WatchingEpisodeList,
} from '@hanabi/contract';

const image = (width: number, height: number, name: string) => ({
  url: `http://localhost:4000/media/images/${name}.webp`,
  width,
  height,
});

export function titleCard(id: number, fields: Partial<TitleCard> = {}): TitleCard {
  return {
    id,
    name: `作品${id}`,
    name_kana: `さくひん${id}`,
    design_type: 1,
    display_group: 'general_group',
    is_age_restriction_r18: false,
    key_art: image(1280, 720, `key-art-${id}`),
    poster: image(480, 640, `poster-${id}`),
    episode_count: 1,
    ...fields,
  };
}

export function episode(id: number, fields: Partial<EpisodeSummary> = {}): EpisodeSummary {
  return {
    id,
    title_id: 1,
    number: id,
    prefix_name: `第${id}話`,
    name: `エピソード${id}`,
    summary: 'あらすじ。',
    sec_length: 1440,
    thumbnail: image(640, 360, `episode-${id}`),
    released_at: '2025-10-01T00:00:00+09:00',
    is_free: id === 1,
    price_points: null,
    included_plan_ids: [1, 2],
    cut: 'broadcast',
    ...fields,
  };
}

export function title(id: number, fields: Partial<Title> = {}): Title {
  return {
    ...titleCard(id),
    synopsis: '星の降る町の物語。',
    production_company: 'スタジオ花火',
    copyright: '©2025 花火製作委員会',
    production_year: 2025,
    genres: [{ id: 1, name: 'SF' }],
    tags: [{ id: 2, name: '青春' }],
    cast: [{ character: '主人公', name: '声優 太郎' }],
    staff: [{ role: '監督', name: '監督 花子' }],
    available_from: '2025-01-01T00:00:00+09:00',
    available_until: '9999-12-31T23:59:00+09:00',
    episodes: [episode(1)],
    ...fields,
  };
}

/** An API answer in the envelope of the real service. */
export function apiSuccess(contents: unknown): Response {
  return Response.json({ code: 2000, contents });
}

export function apiFailure(status: number, code: number, message: string): Response {
  return Response.json({ code, message }, { status });
}

/** The server time of most membership tests: after both the LINE start and the points cut-off. */
export const NOW = '2025-10-01T12:00:00+09:00';
/** A server time before the points cut-off of 2024-12-02 23:59:59 JST. */
export const BEFORE_POINTS_CUTOFF = '2024-11-30T12:00:00+09:00';

const PLAN_OF_TIER = { free: 0, lite: 1, premium: 2 } as const;

/** The status of a logged-in member of the given tier, as GET /v1/users/statuses answers it. */
export function memberStatus(tier: keyof typeof PLAN_OF_TIER, fields: Partial<UserStatus> = {}): UserStatus {
  const hasPlan = tier !== 'free';
  return {
    ...guestUserStatus(NOW),
    is_logged_in: true,
    subscribed_plan_id: PLAN_OF_TIER[tier],
    user_id: 1201,
    festa_user_id: 'F0001201',
    encrypted_festa_user_id: 'sealed.uid-1201',
    is_subscribed_user: hasPlan,
    subscribed_date: hasPlan ? '2025-09-01T10:00:00+09:00' : null,
    first_subscribed_date: hasPlan ? '2025-09-01T10:00:00+09:00' : null,
    current_festa_points: 1000,
    current_gift_points: 300,
    current_points: { total: 1300 },
    plan_next_payment_day: hasPlan ? '2025-11-01' : null,
    plan_payment_method: hasPlan ? 'credit' : 'none',
    ...fields,
  };
}

/** A lite member whose card on file is in default: purchases wait, the plan ends on 2025-10-15 (decision 0016). */
export const IN_DEFAULT = memberStatus('lite', {
  is_failed_validity_check: true,
  has_invalid_card: true,
  forced_cancel_scheduled_date: '2025-10-15',
});

export function subscribeHistories(
  items: SubscribeHistoryItem[],
  fields: Partial<SubscribeHistories> = {},
): SubscribeHistories {
  return {
    items,
    pagination: { page: 1, per_page: 10, total: items.length, total_pages: items.length === 0 ? 0 : 1 },
    has_subscribe_history: items.length > 0,
    ...fields,
  };
}

export function historyItem(fields: Partial<SubscribeHistoryItem> = {}): SubscribeHistoryItem {
  return {
    plan_id: 1,
    plan_name: 'ライト',
    payment_method: 'credit',
    started_at: '2025-03-01T10:00:00+09:00',
    ended_at: '2025-05-31T23:59:59+09:00',
    end_reason: 'canceled',
    ...fields,
  };
}

export function present(id: number, fields: Partial<GiftPointsPresent> = {}): Present {
  return {
    id,
    kind: 'gift_points',
    name: `プレゼント${id}`,
    points: 300,
    points_valid_days: 180,
    receivable_until: '2025-12-31T23:59:59+09:00',
    received_at: null,
    status: 'receivable',
    ...fields,
  };
}

export function ticketPresent(id: number, fields: Partial<EpisodeTicketPresent> = {}): Present {
  return {
    id,
    kind: 'episode_ticket',
    name: '新規登録キャンペーン：第1話無料チケット',
    episode: { id: 31, title_id: 3, title_name: '星降る街のアトリエ', prefix_name: '第1話' },
    receivable_until: '2025-12-31T23:59:59+09:00',
    received_at: null,
    status: 'receivable',
    ...fields,
  };
}

export function presentList(items: Present[], fields: Partial<PresentList> = {}): PresentList {
  return {
    items,
    pagination: { page: 1, per_page: 10, total: items.length, total_pages: items.length === 0 ? 0 : 1 },
    ...fields,
  };
}

/**
 * A member's continue-watching entry: episode `id` of title `titleId`, watched up to `position` of 24 minutes
 * (as GET /v1/users/watching_episodes answers it).
 */
export function watchingEntry(id: number, titleId: number, positionSeconds: number): WatchingEpisode {
  return {
    episode: { ...episode(id, { title_id: titleId }), title: titleCard(titleId) },
    position_seconds: positionSeconds,
    duration_seconds: 1440,
    watched_at: '2025-10-01T11:00:00+09:00',
  };
}

export function watchingList(items: WatchingEpisode[], fields: Partial<WatchingEpisodeList> = {}): WatchingEpisodeList {
  return {
    items,
    pagination: { page: 1, per_page: 10, total: items.length, total_pages: items.length === 0 ? 0 : 1 },
    ...fields,
  };
}
