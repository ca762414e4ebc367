import { guestUserStatus } from '@hanabi/contract';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  apiFailure,
  apiSuccess,
  memberStatus,
  NOW,
  title,
  titleCard,
  watchingEntry,
  watchingList,
} from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { linksIn, textOf } from '../test/markup.ts';
import { loader as homeLoader } from './home.tsx';
import SearchRoute, { loader as searchLoader } from './search.tsx';
import { loader as tagLoader } from './tag.tsx';
import { loader as titleLoader, meta as titleMeta } from './title.tsx';

const pagination = (total: number) => ({ page: 1, per_page: 20, total, total_pages: total === 0 ? 0 : 1 });
const found = (...ids: number[]) => ({
  items: ids.map((id) => ({ ...titleCard(id), matched: 'name_prefix' })),
  pagination: pagination(ids.length),
});

type Context = ReturnType<typeof fakeLoadContext>['context'];

function args<Params extends Record<string, string>>(
  path: string,
  context: Context,
  cookie = '',
  params: Params = {} as Params,
) {
  const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
  return { request, params, context, url: new URL(request.url), pattern: '' };
}

/** The search loader against a fake API; `answer` decides per call. */
async function search(path: string, cookie = '', answer: (url: URL) => Response = () => apiSuccess(found(1))) {
  const api = fakeLoadContext(answer, { cookie });
  const data = await searchLoader(args(path, api.context, cookie));
  return { data, calls: api.calls.map((call) => `${call.url.pathname}${call.url.search}`) };
}

function renderSearch(loaderData: unknown): string {
  const Page = SearchRoute as unknown as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ id: 'page', path: '/search', Component: Page, loader: () => loaderData }]);
  return renderToStaticMarkup(
    <Stub initialEntries={['/search']} hydrationData={{ loaderData: { page: loaderData } }} />,
  );
}

describe('home loader', () => {
  it('asks the API (internal URL, as the viewer) for every section, recommending from the cookies', async () => {
    const cookie = 'watched_titles=5,3; interested_titles=9; user_tracking_id=AbCdEfGhIjKlMnOpQrStU';
    const api = fakeLoadContext(() => apiFailure(503, 5003, '混雑しています。'), { cookie });
    const data = await homeLoader(args('/', api.context, cookie));
    const paths = [...new Set(api.calls.map((call) => `${call.url.origin}${call.url.pathname}`))];
    expect(paths.sort()).toEqual(
      [
        '/v1/episode/newly_updates',
        '/v1/recommended_titles',
        '/v1/title/exclusives',
        '/v1/title/features',
        '/v1/title/rankings',
        '/v1/title/scheduled_deliveries',
        '/v1/users/statuses',
      ].map((path) => `http://api.internal:4000${path}`),
    );
    const recommended = api.calls.find((call) => call.url.pathname === '/v1/recommended_titles');
    expect(recommended?.url.searchParams.get('title_ids')).toBe('5,3,9');
    expect(recommended?.headers.get('cookie')).toBe(cookie);
    expect(data.personalised).toBe(true);
    // Without a status the page is a guest's, as the page shell renders it: the browser fills the row.
    expect(data.watching).toBeNull();
  });

  /** The home loader for a viewer of `status`, the continue-watching call answered by `watching`. */
  async function homeFor(status: Response, watching: () => Response) {
    const api = fakeLoadContext((url) => {
      if (url.pathname === '/v1/users/statuses') return status;
      if (url.pathname === '/v1/users/watching_episodes') return watching();
      return apiSuccess({ items: [], pagination: pagination(0) });
    });
    const data = await homeLoader(args('/', api.context));
    const watchingCalls = api.calls.filter((call) => call.url.pathname === '/v1/users/watching_episodes');
    return { data, watchingQueries: watchingCalls.map((call) => Object.fromEntries(call.url.searchParams)) };
  }

  it("loads the first ten of a member's continue-watching row with the page", async () => {
    const rows = watchingList([watchingEntry(21, 2, 600)]);
    const { data, watchingQueries } = await homeFor(apiSuccess(memberStatus('free')), () => apiSuccess(rows));
    expect(watchingQueries).toEqual([{ per_page: '10' }]);
    expect(data.watching).toEqual({ ok: true, data: rows });
  });

  it("asks nothing for a guest's row, which stays in the guest's browser", async () => {
    const { data, watchingQueries } = await homeFor(apiSuccess(guestUserStatus(NOW)), () =>
      apiFailure(401, 4001, 'ログインしてください。'),
    );
    expect(watchingQueries).toEqual([]);
    expect(data.watching).toBeNull();
  });

  it("lets the member's row fail alone", async () => {
    const { data } = await homeFor(apiSuccess(memberStatus('lite')), () => apiFailure(500, 5000, 'エラー'));
    expect(data.watching).toEqual({ ok: false, status: 500 });
    expect(data.sections.newEpisodes.ok).toBe(true);
  });

  it('lets each section fail alone', async () => {
    const api = fakeLoadContext((url) =>
      url.pathname === '/v1/title/rankings'
        ? apiFailure(500, 5000, 'エラー')
        : apiSuccess({ items: [], pagination: pagination(0) }),
    );
    const { sections } = await homeLoader(args('/', api.context));
    expect(sections.ranking).toEqual({ ok: false, status: 500 });
    expect(sections.exclusives.ok).toBe(true);
  });
});

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
    expect(textOf(renderSearch(data))).toContain('ひらがな・カタカナ・半角カナのどれで入力しても見つかります');
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

describe('tag page', () => {
  it('lists the general titles of the tag and takes its name from the first title', async () => {
    const api = fakeLoadContext((url) =>
      url.pathname === '/v1/titles/1'
        ? apiSuccess(title(1, { tags: [{ id: 8, name: '時代劇' }] }))
        : apiSuccess({ items: [titleCard(1), titleCard(2)], pagination: pagination(2) }),
    );
    const data = await tagLoader(args('/tags/8?page=2', api.context, '', { id: '8' }));
    expect(data.tagName).toBe('時代劇');
    expect(api.calls[0]?.url.search).toBe('?tag_id=8&page=2&per_page=24');
  });

  it('answers 404 for an id that is not one', async () => {
    const api = fakeLoadContext(() => apiSuccess(null));
    await expect(tagLoader(args('/tags/x', api.context, '', { id: 'x' }))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('title page', () => {
  const subject = title(7, { genres: [{ id: 3, name: 'SF' }] });

  it('loads up to 6 related titles of its first genre and group, never itself', async () => {
    const api = fakeLoadContext((url) =>
      url.pathname === '/v1/titles/7'
        ? apiSuccess(subject)
        : apiSuccess({ items: [7, 1, 2, 3, 4, 5, 6].map((id) => titleCard(id)), pagination: pagination(7) }),
    );
    const data = await titleLoader(args('/titles/7', api.context, '', { id: '7' }));
    expect(data.related?.ok && data.related.data.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(api.calls[1]?.url.search).toBe('?genre_id=3&display_group=general_group&sort=popular&per_page=7');
  });

  const metaFor = (shown: typeof subject) =>
    titleMeta({
      loaderData: { ageCheck: null, title: shown, related: null },
      matches: [{ id: 'root', loaderData: { siteOrigin: 'https://anime.hanabi.example' } }],
    } as unknown as Parameters<typeof titleMeta>[0]);

  it('carries JSON-LD and a canonical URL for a general title', () => {
    const meta = metaFor(subject);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://anime.hanabi.example/titles/7' });
    expect(meta).toContainEqual({ 'script:ld+json': expect.objectContaining({ '@type': 'TVSeries' }) });
  });

  it('keeps a mature title out of search engines, without JSON-LD', () => {
    const meta = metaFor({ ...subject, display_group: 'mature_group', is_age_restriction_r18: true });
    expect(meta.some((descriptor) => 'script:ld+json' in descriptor)).toBe(false);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
