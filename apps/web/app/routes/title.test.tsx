import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, episode, title, titleCard } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import { renderWithProps } from '../test/render-route.tsx';
import { loadAfterIdCheck, loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import * as titleRoute from './title.tsx';

const SITE = 'https://hanabi.example';
const R18 = title(40, { name: '午後五時からの恋人', display_group: 'mature_group', is_age_restriction_r18: true });
const GENERAL = title(2, { name: '星降る町' });

function catalogue(envInput = { WEB_ORIGIN: SITE }) {
  return fakeLoadContext(
    (url) => {
      if (url.pathname === '/v1/titles/40') return apiSuccess(R18);
      if (url.pathname === '/v1/titles/2') return apiSuccess(GENERAL);
      return apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');
    },
    {},
    envInput,
  );
}

const pagination = (total: number) => ({ page: 1, per_page: 20, total, total_pages: total === 0 ? 0 : 1 });

type Context = ReturnType<typeof fakeLoadContext>['context'];

function titleArgs(path: string, context: Context, headers: Record<string, string> = {}) {
  const id = path.split(/[/?]/)[2] ?? '';
  return middlewareArgs(path, context, headers, { id });
}

/** What the title route answers for a request, through its guard: the loader's data, or a redirect. */
async function openTitle(path: string, headers: Record<string, string> = {}) {
  const api = catalogue();
  const apiCalls = () => api.calls.map((call) => call.url.pathname);
  try {
    const data = await loadThroughMiddleware(titleRoute, titleArgs(path, api.context, headers));
    return { data, redirect: null, apiCalls: apiCalls() };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { data: null, redirect: thrown.headers.get('Location'), apiCalls: apiCalls() };
  }
}

describe('title loader', () => {
  it('loads the title of a valid id', async () => {
    const { context, calls } = fakeLoadContext(() => apiSuccess(title(7)));
    const result = await loadAfterIdCheck(titleRoute.loader, middlewareArgs('/titles/7', context, {}, { id: '7' }));
    expect(result.title?.name).toBe('作品7');
    expect(calls[0]?.url.pathname).toBe('/v1/titles/7');
  });

  it.each(['abc', '0', '-3', '1.5', '007'])(
    'answers 404 Page Not Found for /titles/%s without calling the API',
    async (id) => {
      const { context, calls } = fakeLoadContext(() => apiSuccess(title(1)));
      const thrown = await routeErrorOf(() =>
        loadAfterIdCheck(titleRoute.loader, middlewareArgs(`/titles/${id}`, context, {}, { id })),
      );
      expect(thrown).toEqual({ status: 404, data: `Page Not Found: /titles/${id}` });
      expect(calls).toHaveLength(0);
    },
  );

  it('answers 404 when the API does not know the title', async () => {
    const { context } = fakeLoadContext(() => apiFailure(404, 4004, 'お探しのページは見つかりませんでした。'));
    const thrown = await routeErrorOf(() =>
      loadAfterIdCheck(titleRoute.loader, middlewareArgs('/titles/99999999', context, {}, { id: '99999999' })),
    );
    expect(thrown.status).toBe(404);
    expect(thrown.data).toMatchObject({ source: 'api', code: 4004 });
  });

  it('keeps 4003 (outside Japan) recognisable for the error page', async () => {
    const { context } = fakeLoadContext(() =>
      apiFailure(403, 4003, 'このサービスは日本国内でのみご利用いただけます。'),
    );
    const thrown = await routeErrorOf(() =>
      loadAfterIdCheck(titleRoute.loader, middlewareArgs('/titles/1', context, {}, { id: '1' })),
    );
    expect(thrown.status).toBe(403);
    expect(thrown.data).toMatchObject({ code: 4003 });
  });
});

describe('title page with the age-permission guard', () => {
  it('sends a viewer without checked_age from an R18 title to its age check', async () => {
    const result = await openTitle('/titles/40', { referer: `${SITE}/titles/2` });
    expect(result.redirect).toBe('/titles/40?check_age=true&backward_path=%2Ftitles%2F2');
    expect(result.apiCalls).toEqual(['/v1/titles/40']);
  });

  it('shows the age check in place of the R18 title: none of the title reaches the page', async () => {
    const result = await openTitle('/titles/40?check_age=true&backward_path=%2Ftitles%2F2');
    expect(result.data).toEqual({
      ageCheck: { backwardPath: '/titles/2' },
      title: null,
      related: null,
      viewerLists: null,
      holder: null,
    });
    const html = renderWithProps(titleRoute.default, result.data);
    expect(textOf(html)).toContain('18歳以上ですか？');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['はい']);
    expect(html).not.toContain('午後五時からの恋人');
    const meta = titleRoute.meta({ loaderData: result.data } as Parameters<typeof titleRoute.meta>[0]);
    expect(meta).toEqual([{ title: '年齢確認 | Hanabi' }, { name: 'robots', content: 'noindex' }]);
  });

  it('shows an R18 title to a viewer with checked_age, asking the API once', async () => {
    const result = await openTitle('/titles/40', { cookie: 'checked_age=1' });
    expect(result.data?.title?.name).toBe('午後五時からの恋人');
    expect(result.apiCalls.filter((path) => path.startsWith('/v1/titles/'))).toEqual(['/v1/titles/40']);
    expect(textOf(renderWithProps(titleRoute.default, result.data))).not.toContain('18歳以上ですか？');
  });

  it('shows a general title to anyone, the guard and the page sharing one call', async () => {
    const result = await openTitle('/titles/2');
    expect(result.data).toMatchObject({ ageCheck: null, title: { name: '星降る町' } });
    expect(result.apiCalls.filter((path) => path.startsWith('/v1/titles/'))).toEqual(['/v1/titles/2']);
  });

  it('answers 404 for an address that is not a title id, calling no API', async () => {
    const api = catalogue();
    const thrown = await loadThroughMiddleware(titleRoute, titleArgs('/titles/abc', api.context)).catch(
      (error: { data: unknown; init: ResponseInit }) => error,
    );
    expect(thrown).toMatchObject({ data: 'Page Not Found: /titles/abc', init: { status: 404 } });
    expect(api.calls).toHaveLength(0);
  });
});

describe('title page', () => {
  const noRelatedTitles = {
    ok: true,
    data: { items: [], pagination: { page: 1, per_page: 7, total: 0, total_pages: 0 } },
  };
  const subject = title(7, {
    name: '星降る町',
    name_kana: 'ほしふるまち',
    episodes: [
      episode(1, { is_free: true }),
      episode(2, { price_points: 220, sec_length: 1420 }),
      episode(3, { cut: 'premium', included_plan_ids: [2], prefix_name: '第2話' }),
    ],
  });

  it('offers a guest one primary action above the fold: the first episode they may watch', () => {
    const html = renderWithProps(titleRoute.default, { title: subject, related: noRelatedTitles, holder: null });

    expect(linkNamed(html, '再生する 第1話').attributes.href).toBe('/titles/1/episodes/1');
    // Above the fold: in the summary beside the key art, before the episode list.
    expect(html.indexOf('title-action__primary')).toBeLessThan(html.indexOf('episode-list'));
  });

  it('offers a member where they left off, with the time left, before the first episode', () => {
    const holder = {
      plan_id: null,
      owned_episode_ids: [2],
      resume: { episode_id: 2, position_seconds: 600, duration_seconds: 1420 },
    };
    const html = renderWithProps(titleRoute.default, { title: subject, related: noRelatedTitles, holder });

    expect(linkNamed(html, '続きから再生 第2話・残り14分').attributes.href).toBe('/titles/1/episodes/2');
  });

  it('shows the title, its reading, credits and an episode list labelled エピソード', () => {
    const html = renderWithProps(titleRoute.default, { title: subject, related: noRelatedTitles });
    expect(html).toContain('<h1 class="title-summary__name">星降る町</h1>');
    expect(html).toContain('ほしふるまち');
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('<ol class="episode-list" aria-label="エピソード">');
    for (const text of ['SF', '#青春', '主人公', '声優 太郎', '監督', 'スタジオ花火', '©2025 花火製作委員会']) {
      expect(html).toContain(text);
    }
  });

  it('offers uploaded key art in every width, AVIF and WebP first, the largest JPEG as the fallback', () => {
    const variant = (width: number, type: 'image/avif' | 'image/webp' | 'image/jpeg', extension: string) => ({
      url: `https://api.hanabi.example/media/images/key_art/abc/${width}.${extension}`,
      width,
      height: (width * 9) / 16,
      type,
    });
    const uploaded = {
      ...subject,
      key_art: {
        url: 'https://api.hanabi.example/media/images/key_art/abc/1280.jpg',
        width: 1280,
        height: 720,
        variants: [640, 1280].flatMap((width) => [
          variant(width, 'image/avif', 'avif'),
          variant(width, 'image/webp', 'webp'),
          variant(width, 'image/jpeg', 'jpg'),
        ]),
      },
    };
    const html = renderWithProps(titleRoute.default, { title: uploaded, related: noRelatedTitles });
    const base = 'https://api.hanabi.example/media/images/key_art/abc';
    const sizes = 'sizes="(min-width: 900px) min(58vw, 920px), 100vw"';
    expect(html).toContain(
      `<picture class="sized-picture"><source type="image/avif" srcSet="${base}/640.avif 640w, ${base}/1280.avif 1280w" ${sizes}/>` +
        `<source type="image/webp" srcSet="${base}/640.webp 640w, ${base}/1280.webp 1280w" ${sizes}/>` +
        `<img src="${base}/1280.jpg" srcSet="${base}/640.jpg 640w, ${base}/1280.jpg 1280w" ${sizes} width="1280" height="720"`,
    );
  });

  it('shows the demo SVG key art as a plain picture, without srcset', () => {
    const html = renderWithProps(titleRoute.default, { title: subject, related: noRelatedTitles });
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcSet');
  });

  it('lists each episode with its name, minutes and badges', () => {
    const html = renderWithProps(titleRoute.default, { title: subject, related: noRelatedTitles });
    const items = html.match(/<li [^>]*class="episode">.*?<\/li>/g) ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/第1話<\/span> エピソード1.*24分.*無料/);
    expect(items[1]).toMatch(/24分.*見放題.*220pt/);
    expect(items[2]).toMatch(/第2話<\/span> エピソード3.*プレミアム/);
  });

  it('heads the episode list with the number released so far', () => {
    const html = renderWithProps(titleRoute.default, {
      title: { ...subject, episode_count: 3 },
      related: noRelatedTitles,
    });
    expect(html).toContain('エピソード<span class="section__count">3話配信中</span>');
    expect(html).not.toContain('全3話');
  });

  it('is titled after the work', () => {
    const descriptors = titleRoute.meta({ loaderData: { title: subject }, matches: [] } as unknown as Parameters<
      typeof titleRoute.meta
    >[0]);
    expect(descriptors).toContainEqual({ title: '星降る町 | Hanabi' });
  });

  const sfTitle = title(7, { genres: [{ id: 3, name: 'SF' }] });

  it('loads up to 6 related titles of its first genre and group, never itself', async () => {
    const api = fakeLoadContext((url) =>
      url.pathname === '/v1/titles/7'
        ? apiSuccess(sfTitle)
        : apiSuccess({ items: [7, 1, 2, 3, 4, 5, 6].map((id) => titleCard(id)), pagination: pagination(7) }),
    );
    const data = await loadAfterIdCheck(titleRoute.loader, middlewareArgs('/titles/7', api.context, {}, { id: '7' }));
    expect(data.related?.ok && data.related.data.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(api.calls[1]?.url.search).toBe('?genre_id=3&display_group=general_group&sort=popular&per_page=7');
  });

  const metaFor = (shown: typeof sfTitle) =>
    titleRoute.meta({
      loaderData: { ageCheck: null, title: shown, related: null },
      matches: [{ id: 'root', loaderData: { siteOrigin: 'https://anime.hanabi.example' } }],
    } as unknown as Parameters<typeof titleRoute.meta>[0]);

  it('carries JSON-LD and a canonical URL for a general title', () => {
    const meta = metaFor(sfTitle);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://anime.hanabi.example/titles/7' });
    expect(meta).toContainEqual({ 'script:ld+json': expect.objectContaining({ '@type': 'TVSeries' }) });
  });

  it('keeps a mature title out of search engines, without JSON-LD', () => {
    const meta = metaFor({ ...sfTitle, display_group: 'mature_group', is_age_restriction_r18: true });
    expect(meta.some((descriptor) => 'script:ld+json' in descriptor)).toBe(false);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
