import type { HiddenTitle, MylistTitle, Pagination } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import {
  apiSuccess,
  memberStatus,
  presentList,
  subscribeHistories,
  titleCard,
  watchingList,
} from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, linkNames, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import MyPage from './my.tsx';
import MyMylist, { loader as myMylistLoader } from './my-mylist.tsx';

const page = (total: number, fields: Partial<Pagination> = {}): Pagination => ({
  page: 1,
  per_page: 20,
  total,
  total_pages: Math.ceil(total / 20),
  ...fields,
});
const mylistTitle = (id: number, name: string): MylistTitle => ({
  ...titleCard(id, { name }),
  added_at: '2025-10-01T12:00:00+09:00',
});
const hiddenTitle = (id: number, name: string): HiddenTitle => ({
  ...titleCard(id, { name }),
  hidden_at: '2025-09-30T08:00:00+09:00',
});

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

describe('/my viewer lists', () => {
  const myData = (mylist: MylistTitle[], hidden: HiddenTitle[]) => ({
    status: memberStatus('lite'),
    watching: { ok: true, data: watchingList([]) },
    histories: { ok: true, data: subscribeHistories([]) },
    presents: { ok: true, data: presentList([]) },
    mylist: { ok: true, data: { items: mylist, pagination: page(mylist.length + 5) } },
    hidden: { ok: true, data: { items: hidden, pagination: page(hidden.length) } },
    cancelUrl: null,
    addPointsUrl: null,
  });

  it('shows the latest mylist titles with a link to the whole mylist, and hidden titles to show again', () => {
    const html = renderRoute(MyPage, myData([mylistTitle(3, '桜の坂道')], [hiddenTitle(4, '港町ララバイ')]), '/my');

    expect(linkNamed(html, 'マイリストをすべて見る（6作品）').attributes.href).toBe('/my/mylist');
    expect(textOf(html)).toContain('非表示にした作品');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(
      expect.arrayContaining(['桜の坂道をマイリストから削除', '港町ララバイを表示に戻す']),
    );
  });

  it('says when nothing is hidden', () => {
    expect(textOf(renderRoute(MyPage, myData([], []), '/my'))).toContain('非表示にした作品はありません。');
  });
});
