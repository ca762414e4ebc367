import {
  guestUserStatus,
  type Health,
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
  episodes: [
    {
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
    },
  ],
};

export const titleCardList: TitleCardList = {
  items: [titleCard],
  pagination: { page: 2, per_page: 10, total: 11, total_pages: 2 },
};

export const guestStatus: UserStatus = guestUserStatus('2024-12-03T00:00:00+09:00');

export const healthy: Health = { status: 'ok', database: 'ok' };
