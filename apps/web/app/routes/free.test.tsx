import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs, paged } from '../test/catalogue-api.ts';
import { apiFailure, apiSuccess, titleCard } from '../test/fixtures.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import FreeTitles, { loader as freeLoader } from './free.tsx';

describe('/free', () => {
  it('asks for the page of free titles the address names, and notes how many episodes are free', async () => {
    const api = catalogueApi({
      '/v1/free_titles': () =>
        apiSuccess(paged([{ ...titleCard(4), free_episode_count: 3 }], { page: 2, total: 30, total_pages: 2 })),
    });
    const data = await freeLoader(loaderArgs('/free?page=2', api.context));
    expect(api.callTo('/v1/free_titles')).toEqual({ page: '2', per_page: '24' });

    const html = renderRoute(FreeTitles, data, '/free?page=2');
    expect(textOf(html)).toContain('無料作品');
    expect(textOf(html)).toContain('作品4 1話配信中 無料で3話見られます');
    expect(linkNamed(html, '前のページ').attributes.href).toBe('/free?page=1');
  });

  it('keeps the page standing with 「再読み込み」 when the list cannot be loaded', async () => {
    const api = catalogueApi({ '/v1/free_titles': () => apiFailure(503, 5003, 'busy') });
    const html = renderRoute(FreeTitles, await freeLoader(loaderArgs('/free', api.context)), '/free');
    expect(textOf(html)).toContain('無料作品を読み込めませんでした。');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['再読み込み']);
  });
});
