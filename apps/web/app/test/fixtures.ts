import type { EpisodeSummary, Title, TitleCard } from '@hanabi/contract';

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
