/** Test support: the operator API's catalogue answers (decision 0046) for the console's catalogue pages. */
import type { AdminEpisode, AdminTag, AdminTitle, AdminTitleSummary } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { consoleArgs } from './console-api.ts';
import { apiSuccess } from './fixtures.ts';

export function adminTitleSummary(id: number, fields: Partial<AdminTitleSummary> = {}): AdminTitleSummary {
  return {
    id,
    name: `作品${id}`,
    name_kana: `さくひん${id}`,
    design_type: 1,
    display_group: 'general_group',
    is_age_restriction_r18: false,
    status: 'published',
    published_at: '2025-09-01T10:00:00+09:00',
    available_from: '2025-09-01T00:00:00+09:00',
    available_until: '9999-12-31T23:59:00+09:00',
    episode_count: 2,
    updated_at: '2025-09-20T18:30:00+09:00',
    key_art: { url: `http://localhost:4000/media/images/key_art/${id}.svg`, width: 1280, height: 720 },
    poster: { url: `http://localhost:4000/media/images/poster/${id}.svg`, width: 600, height: 800 },
    ...fields,
  };
}

export function adminTitle(id: number, fields: Partial<AdminTitle> = {}): AdminTitle {
  return {
    ...adminTitleSummary(id),
    synopsis: '星の降る町の物語。',
    production_company: 'スタジオ花火',
    copyright: '©2025 花火製作委員会',
    production_year: 2025,
    genres: [{ id: 11, name: 'SF' }],
    tags: [{ id: 21, name: '青春' }],
    cast: [{ character: '星野ミナ', name: '声優 一郎' }],
    staff: [{ role: '監督', name: '監督 花子' }],
    exclusive: null,
    created_at: '2025-08-01T10:00:00+09:00',
    ...fields,
  };
}

export function adminEpisode(id: number, fields: Partial<AdminEpisode> = {}): AdminEpisode {
  return {
    id,
    title_id: 7,
    number: 1,
    prefix_name: '第1話',
    name: '始まりの夜',
    summary: '花火の夜に出会ったふたり。',
    sec_length: 1440,
    thumbnail: { url: 'https://media.example/t.svg', width: 640, height: 360 },
    released_at: '2025-09-01T00:00:00+09:00',
    available_until: '9999-12-31T23:59:00+09:00',
    is_free: false,
    price_points: 220,
    included_plan_ids: [1, 2],
    cut: 'broadcast',
    status: 'draft',
    published_at: null,
    updated_at: '2025-09-20T18:30:00+09:00',
    ...fields,
  };
}

export const TAGS: AdminTag[] = [
  { id: 21, name: '青春', title_count: 4 },
  { id: 22, name: '魔法', title_count: 2 },
];

/** The genre menu and the tags every title form offers. */
export const FORM_CHOICES = {
  'GET /v1/genre_groups': apiSuccess({
    items: [{ id: 1, name: 'ジャンル', genres: [{ id: 11, name: 'SF', name_kana: 'えすえふ', title_count: 3 }] }],
  }),
  'GET /admin/v1/tags': apiSuccess({ items: TAGS }),
};

/** An API refusal of a form, as the operator API answers it: the Japanese message and the field in details. */
export function formRefusal(status: number, code: number, message: string, field: string): Response {
  return Response.json({ code, message, details: [{ field, reason: 'refused' }] }, { status });
}

/** A console page's loader or action arguments for `path` with the route's `params` (`:id`, `:episodeId`). */
export function consoleRouteArgs(
  context: RouterContextProvider,
  path: string,
  params: Record<string, string>,
  form?: Record<string, string> | FormData,
) {
  return { ...(consoleArgs(context, path, form) as object), params } as never;
}

/** A page's picture form as the browser posts it: multipart, with the chosen file (decisions 0045, 0049). */
export function pictureForm(kind: string, file: File): FormData {
  const form = new FormData();
  form.set('intent', 'upload_image');
  form.set('image_kind', kind);
  form.set('image_file', file);
  return form;
}
