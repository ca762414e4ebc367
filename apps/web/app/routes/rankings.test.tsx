import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs, paged, ranked } from '../test/catalogue-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import Rankings, { loader as rankingsLoader } from './rankings.tsx';

describe('/rankings', () => {
  const rankingsApi = () =>
    catalogueApi({
      '/v1/title/rankings': () => apiSuccess(paged([ranked(7, 1), ranked(3, 2)])),
      '/v1/title/ranking_by_genres': () =>
        apiSuccess({ genres: [{ genre: { id: 21, name: 'コメディ' }, items: [ranked(9, 1)] }] }),
    });

  it('asks both rankings for the period of the address, and numbers the titles 1位, 2位', async () => {
    const api = rankingsApi();
    const data = await rankingsLoader(loaderArgs('/rankings?period=daily', api.context));
    expect(api.callTo('/v1/title/rankings')).toEqual({ period: 'daily', per_page: '12' });
    expect(api.callTo('/v1/title/ranking_by_genres')).toEqual({ period: 'daily', per_genre: '6' });

    const html = renderRoute(Rankings, data, '/rankings?period=daily');
    const text = textOf(html);
    expect(text).toContain('デイリー総合ランキング');
    expect(text).toContain('1位 作品7');
    expect(text).toContain('2位 作品3');
    expect(text).toContain('コメディランキング');
    expect(linkNamed(html, 'すべての順位を見る').attributes.href).toBe('/rankings/titles?period=daily');
    expect(linkNamed(html, 'もっと見る').attributes.href).toBe('/rankings/titles?period=daily&genre_id=21');
  });

  it('loads the posters of the overall top eagerly and those of the genre rankings further down lazily', async () => {
    const data = await rankingsLoader(loaderArgs('/rankings', rankingsApi().context));
    const html = renderRoute(Rankings, data, '/rankings');
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    expect(html).toContain('width="480" height="640"');
  });

  it('offers the three periods as tabs, marking the one shown, weekly when the address names none', async () => {
    const data = await rankingsLoader(loaderArgs('/rankings?period=yearly', rankingsApi().context));
    const html = renderRoute(Rankings, data, '/rankings?period=yearly');
    expect(linkNamed(html, 'デイリー').attributes.href).toBe('/rankings?period=daily');
    expect(linkNamed(html, '週間').attributes['aria-current']).toBe('true');
    expect(linkNamed(html, '月間').attributes['aria-current']).toBeUndefined();
  });
});
