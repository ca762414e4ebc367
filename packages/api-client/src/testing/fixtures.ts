import {
  type EpisodeDetail,
  type EpisodePurchase,
  type EpisodeSummary,
  guestUserStatus,
  type Health,
  type OwnedTitle,
  type OwnedTitleList,
  type Title,
  type TitleCard,
  type TitleCardList,
  type UserStatus,
} from '@hanabi/contract';

const image = { url: 'https://img.hanabi.test/a.jpg', width: 640, height: 360 };

export const titleCard: TitleCard = {
  id: 42,
  name: '花火の夜',
  name_kana: 'はなびのよる',
  design_type: 1,
  display_group: 'general_group',
  is_age_restriction_r18: false,
  key_art: image,
  poster: { ...image, width: 360, height: 540 },
  episode_count: 1,
};

export const episode: EpisodeSummary = {
  id: 420,
  title_id: 42,
  number: 1,
  prefix_name: '第1話',
  name: '始まり',
  summary: '',
  sec_length: 1440,
  thumbnail: image,
  released_at: '2024-07-01T00:00:00+09:00',
  is_free: true,
  price_points: null,
  included_plan_ids: [1, 2],
  cut: 'broadcast',
};

export const title: Title = {
  ...titleCard,
  synopsis: '夏祭りの物語。',
  production_company: 'ハナビ製作委員会',
  copyright: '©ハナビ',
  production_year: 2024,
  genres: [{ id: 1, name: 'ドラマ' }],
  tags: [],
  cast: [{ character: '夏美', name: '山田花子' }],
  staff: [{ role: '監督', name: '佐藤一郎' }],
  available_from: '2024-07-01T00:00:00+09:00',
  available_until: '9999-12-31T23:59:00+09:00',
  episodes: [episode],
};

export const episodeDetail: EpisodeDetail = {
  ...episode,
  id: 421,
  number: 2,
  prefix_name: '第2話',
  name: '花火',
  is_free: false,
  price_points: 300,
  title: { id: 42, name: '花火の夜', display_group: 'general_group', is_age_restriction_r18: false },
  access: 'purchasable',
  owned_purchase: null,
  playback: null,
  way_in: 'buy',
};

export const completedPurchase: EpisodePurchase = {
  id: 7,
  status: 'completed',
  failure_reason: null,
  refunded_at: null,
  episode: { id: 421, title_id: 42, title_name: '花火の夜', prefix_name: '第2話', name: '花火', thumbnail: image },
  price_points: 300,
  spent_gift_points: 100,
  spent_festa_points: 200,
  requested_at: '2024-12-03T10:00:00+09:00',
  completed_at: '2024-12-03T10:00:01+09:00',
};

export const ownedTitle: OwnedTitle = {
  title: titleCard,
  owned_episode_count: 2,
  last_purchased_at: '2024-12-03T10:00:01+09:00',
};

export const ownedTitleList: OwnedTitleList = {
  items: [ownedTitle],
  pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 },
};

export const titleCardList: TitleCardList = {
  items: [titleCard],
  pagination: { page: 2, per_page: 10, total: 11, total_pages: 2 },
};

export const guestStatus: UserStatus = guestUserStatus('2024-12-03T00:00:00+09:00');

export const healthy: Health = { status: 'ok', database: 'ok' };
