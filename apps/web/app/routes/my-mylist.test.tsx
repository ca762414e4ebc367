import { describe, expect, it } from 'vitest';
import { apiSuccess } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, linkNames, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { mylistTitle, page } from '../test/viewer-list-fixtures.ts';
import MyMylist, { loader as myMylistLoader } from './my-mylist.tsx';

describe('/my/mylist', () => {
  it('asks the API for the chosen order and page, and for the newest added first by default', async () => {
    const { context, calls } = fakeLoadContext(() => apiSuccess({ items: [], pagination: page(0) }));
    const load = (search: string) =>
      myMylistLoader({ request: new Request(`http://localhost/my/mylist${search}`), context } as never);

    expect((await load('?sort=kana&page=2')).sort).toBe('kana');
    expect((await load('?sort=unknown')).sort).toBe('added');
    expect(calls.map((call) => call.url.search)).toEqual([
      '?sort=kana&page=2&per_page=20',
      '?sort=added&page=1&per_page=20',
    ]);
  });

  it('lists the titles with their remove controls, the order switch and the pager', () => {
    const html = renderRoute(
      MyMylist,
      {
        sort: 'kana',
        mylist: { ok: true, data: { items: [mylistTitle(3, '桜の坂道')], pagination: page(21, { total_pages: 2 }) } },
      },
      '/my/mylist?sort=kana',
    );

    expect(textOf(html)).toContain('マイリスト');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['桜の坂道をマイリストから削除']);
    expect(linkNamed(html, '追加した順').attributes.href).toBe('/my/mylist');
    expect(linkNamed(html, '五十音順').attributes['aria-current']).toBe('true');
    expect(linkNamed(html, '次のページ').attributes.href).toBe('/my/mylist?sort=kana&page=2');
  });

  it('says the mylist is empty and links to titles to browse', () => {
    const html = renderRoute(
      MyMylist,
      { sort: 'added', mylist: { ok: true, data: { items: [], pagination: page(0) } } },
      '/my/mylist',
    );

    expect(textOf(html)).toContain('マイリストに作品がありません');
    expect(linkNames(html)).toContain('作品をさがす');
  });
});
