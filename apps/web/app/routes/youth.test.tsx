import { describe, expect, it } from 'vitest';
import { catalogueApi, GENRE_GROUPS, loaderArgs, paged } from '../test/catalogue-api.ts';
import { apiSuccess, titleCard } from '../test/fixtures.ts';
import { loader as youthLoader } from './youth.tsx';

describe('/youth', () => {
  it('lists the family-friendly genres the catalogue has, found by name, most popular first', async () => {
    const api = catalogueApi({
      '/v1/genre_groups': () => apiSuccess(GENRE_GROUPS),
      '/v1/title/displayables': () => apiSuccess(paged([titleCard(1)])),
    });
    const data = await youthLoader(loaderArgs('/youth', api.context));
    const asked = api.calls.filter((call) => call.url.pathname === '/v1/title/displayables');
    expect(asked.map((call) => call.url.searchParams.get('genre_id'))).toEqual(['12', '21', '22']);
    expect(asked.every((call) => call.url.searchParams.get('sort') === 'popular')).toBe(true);
    expect(data.genres.ok && data.genres.data.items.map((item) => item.genre.name)).toEqual([
      '日常',
      'コメディ',
      'スポーツ',
    ]);
  });
});
