import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, titleCard } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { linksIn, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { middlewareArgs } from '../test/route-middleware.ts';
import SearchRoute, { loader as searchLoader } from './search.tsx';

const pagination = (total: number) => ({ page: 1, per_page: 20, total, total_pages: total === 0 ? 0 : 1 });
const found = (...ids: number[]) => ({
  items: ids.map((id) => ({ ...titleCard(id), matched: 'name_prefix' })),
  pagination: pagination(ids.length),
});

/** The search loader against a fake API; `answer` decides per call. */
async function search(path: string, cookie = '', answer: (url: URL) => Response = () => apiSuccess(found(1))) {
  const api = fakeLoadContext(answer, { cookie });
  const data = await searchLoader(middlewareArgs(path, api.context, { cookie }));
  return { data, calls: api.calls.map((call) => `${call.url.pathname}${call.url.search}`) };
}

const renderSearch = (loaderData: unknown) => renderRoute(SearchRoute, loaderData, '/search');

describe('search', () => {
  it('sends the words as typed to /v1/search, or /v1/fulltext_search with 「あらすじからも探す」', async () => {
    expect((await search('/search?q=%EF%BE%8A%EF%BE%99&page=2')).calls).toEqual([
      '/v1/search?q=%EF%BE%8A%EF%BE%99&per_page=20&page=2',
    ]);
    expect((await search('/search?q=%E5%A4%8F&fulltext=1')).calls).toEqual([
      '/v1/fulltext_search?q=%E5%A4%8F&per_page=20&page=1',
    ]);
  });

  it('asks nothing for an empty query and shows how to search', async () => {
    const { data, calls } = await search('/search?q=');
    expect(calls).toEqual([]);
    expect(textOf(renderSearch(data))).toContain(
      'ひらがな・カタカナ・半角カナ・ローマ字のどれで入力しても見つかります',
    );
  });

  it('shows results as a list or a grid, as display_format says', async () => {
    const list = renderSearch((await search('/search?q=a')).data);
    expect(list).toContain('class="search-results"');
    const grid = renderSearch((await search('/search?q=a', 'display_format=grid')).data);
    expect(grid).toContain('class="title-grid"');
    expect(grid).not.toContain('class="search-results"');
  });

  it('explains the view switch until the hint is dismissed', async () => {
    expect(textOf(renderSearch((await search('/search?q=a')).data))).toContain('リストとグリッドで切り替えられます');
    const dismissed = renderSearch((await search('/search?q=a', 'hide_display_format_coach_mark=1')).data);
    expect(textOf(dismissed)).not.toContain('リストとグリッドで切り替えられます');
  });

  it('says kindly when nothing matches, and offers a retry when the API fails', async () => {
    const none = await search('/search?q=zzz', '', () => apiSuccess(found()));
    expect(textOf(renderSearch(none.data))).toContain('「zzz」に一致する作品は見つかりませんでした。');
    const failing = await search('/search?q=a', '', () => apiFailure(503, 5003, '混雑しています。'));
    const html = renderSearch(failing.data);
    expect(textOf(html)).toContain('検索結果を読み込めませんでした。');
    expect(textOf(html)).toContain('再読み込み');
  });

  it('searches mature titles in their own list only with unsafe_search and checked_age', async () => {
    expect((await search('/search?q=a')).calls).toHaveLength(1);

    const unchecked = await search('/search?q=a', 'unsafe_search=1');
    expect(unchecked.calls).toHaveLength(1);
    const gate = linksIn(renderSearch(unchecked.data)).find((link) => link.text === '年齢を確認する');
    expect(gate?.attributes.href).toBe('/search?q=a&check_age=true&backward_path=%2Fsearch%3Fq%3Da');

    const checked = await search('/search?q=a', 'unsafe_search=1; checked_age=1');
    expect(checked.calls).toContain('/v1/search?q=a&per_page=20&page=1&display_group=mature_group');
    expect(textOf(renderSearch(checked.data))).toContain('成人向け作品');
  });

  it('shows the age check in place of the page when asked for without checked_age', async () => {
    const { data, calls } = await search('/search?q=a&check_age=true&backward_path=%2Fsearch%3Fq%3Da');
    expect(calls).toEqual([]);
    expect(data).toMatchObject({ ageCheck: { backwardPath: '/search?q=a' } });
    expect(textOf(renderSearch(data))).toContain('18歳以上ですか？');
  });
});
