import { describe, expect, it } from 'vitest';
import { fakeFetch, successResponse } from '../testing/fake-fetch.ts';
import { BASE_URL, memoryCookieStore, VALID_TRACKING_ID } from '../testing/test-client.ts';
import { createAdminApiClient } from './create-admin-api-client.ts';

const GROUP = { id: 4, name: 'ジャンル', genres: [] };
const GENRE = { id: 9, name: 'SF', name_kana: 'えすえふ', genre_group_id: 4, title_count: 2 };
const MARKERS = {
  episode_id: 7,
  title_id: 3,
  title_name: '作品',
  episode_label: '第1話 はじまり',
  video: null,
};

describe('the genre, tag order and marker calls of the operator API client', () => {
  it('sends each call to its path with its body, and answers the contents', async () => {
    const fake = fakeFetch(
      successResponse({ items: [GROUP] }),
      successResponse({ items: [GROUP] }),
      successResponse(GROUP),
      successResponse(GENRE),
      successResponse({ items: [] }),
      successResponse(MARKERS),
    );
    const client = createAdminApiClient({
      baseUrl: BASE_URL,
      isProduction: true,
      cookieStore: memoryCookieStore({ user_tracking_id: VALID_TRACKING_ID }),
      fetch: fake.fetch,
    });

    await expect(client.getGenreGroups()).resolves.toEqual([GROUP]);
    await expect(client.reorderGenreGroups([4, 2])).resolves.toEqual([GROUP]);
    await expect(client.reorderGenres(4, [9])).resolves.toEqual(GROUP);
    await expect(client.mergeGenre(8, 9)).resolves.toEqual(GENRE);
    await expect(client.reorderTags([1, 2])).resolves.toEqual([]);
    await expect(
      client.saveEpisodeMarkers(7, {
        opening_start: 0,
        opening_end: 90,
        ending_start: null,
        ending_end: null,
        is_vr: true,
      }),
    ).resolves.toEqual(MARKERS);
    expect(
      fake.requests.map((request) => `${request.method} ${request.url.replace(BASE_URL, '')} ${request.body}`),
    ).toEqual([
      'GET /admin/v1/genre-groups undefined',
      'PUT /admin/v1/genre-groups/order {"ids":[4,2]}',
      'PUT /admin/v1/genre-groups/4/genre-order {"ids":[9]}',
      'POST /admin/v1/genres/8/merge {"into_genre_id":9}',
      'PUT /admin/v1/tags/order {"ids":[1,2]}',
      'PUT /admin/v1/episodes/7/markers {"opening_start":0,"opening_end":90,"ending_start":null,"ending_end":null,"is_vr":true}',
    ]);
  });
});
