import { guestUserStatus, HOME_SECTION_KEYS, type HomeSlide, type WatchingEpisodeList } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import type { HomeSections } from '../features/home-sections/home-sections.server.ts';
import type { SectionResult } from '../lib/api.server.ts';
import { playPath } from '../lib/episode-paths.ts';
import {
  apiFailure,
  apiSuccess,
  episode,
  memberStatus,
  NOW,
  titleCard,
  watchingEntry,
  watchingList,
} from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, linksIn, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { middlewareArgs } from '../test/route-middleware.ts';
import Home, { loader as homeLoader } from './home.tsx';

const pagination = { page: 1, per_page: 12, total: 1, total_pages: 1 };
const emptyPage = { page: 1, per_page: 20, total: 0, total_pages: 0 };
const none = { ok: true as const, data: { items: [], pagination } };

/** A catalogue with new episodes only, the rest empty: enough to see where the row sits. */
const sections = {
  order: [...HOME_SECTION_KEYS],
  results: {
    new_episodes: { ok: true, data: { items: [{ ...episode(11), title: titleCard(1) }], pagination } },
    ranking_weekly: none,
    recommended: { ok: true, data: { items: [] } },
    features: none,
    exclusives: none,
    scheduled_deliveries: none,
  },
} as unknown as HomeSections;

/** The editors' order answered for the home: every section, in the built-in order unless given. */
const layoutAnswer = (shown: string[] = [...HOME_SECTION_KEYS]) => apiSuccess({ sections: shown });

const render = (watching: SectionResult<WatchingEpisodeList> | null, slides: HomeSlide[] = []) =>
  renderRoute(Home, { slides, sections, personalised: false, watching }, '/');

const headingsOf = (html: string) => [...html.matchAll(/<h2 [^>]*>(.*?)<\/h2>/g)].map(([, text]) => textOf(text ?? ''));

const rowOf = (html: string) => /<ul class="rail" aria-label="続きから見る">.*?<\/ul>/s.exec(html)?.[0] ?? '';

const memberRow = { ok: true as const, data: watchingList([watchingEntry(21, 2, 600), watchingEntry(35, 3, 1380)]) };

describe('the home page’s continue-watching row', () => {
  it('comes first for a member, in the order the API gives, with how far each episode is watched', () => {
    const html = render(memberRow);
    expect(headingsOf(html)).toEqual(['続きから見る', '新着エピソード']);

    const row = rowOf(html);
    expect(linksIn(row).map((link) => link.text)).toEqual([
      '作品2 第21話 エピソード21 残り14分',
      '作品3 第35話 エピソード35 残り1分',
    ]);
    expect([...row.matchAll(/role="progressbar"[^>]*aria-label="([^"]+)"/g)].map(([, label]) => label)).toEqual([
      '41%視聴済み',
      '95%視聴済み',
    ]);
    expect(buttonsIn(row).map((button) => button.name)).toEqual([
      '『第21話 エピソード21』を続きから見るから削除',
      '『第35話 エピソード35』を続きから見るから削除',
    ]);
  });

  it('leads to where each episode plays, saying it came from the row above the catalogue’s sections', () => {
    const [first] = linksIn(rowOf(render(memberRow)));
    const link = new URL(first?.attributes.href ?? '', 'https://anime.hanabi.example');
    const played = new URL(playPath(2, 21), 'https://anime.hanabi.example');
    expect(link.pathname + link.hash).toBe(played.pathname + played.hash);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      section_id: 'continue_watching',
      section_pos: '0',
      banner_pos: '1',
      section_type: 'watching',
    });
  });

  it('fetches its first picture first, before the new episodes’ pictures', () => {
    const images = [...render(memberRow).matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images[0]).toContain('episode-21.webp');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images.filter((image) => image.includes('fetchPriority="high"'))).toHaveLength(1);
  });

  it('links a member with more than one page of episodes to the rest on the my page', () => {
    const more = {
      ok: true as const,
      data: { ...memberRow.data, pagination: { ...pagination, total: 14, total_pages: 2 } },
    };
    expect(linkNamed(render(more), 'もっと見る （続きから見る）').attributes.href).toBe(
      '/my?section_id=continue_watching&section_pos=0&banner_pos=0&section_type=watching#my-watching',
    );
    expect(linksIn(render(memberRow)).map((link) => link.name)).not.toContain('もっと見る （続きから見る）');
  });

  it('is left out for a member with nothing to continue', () => {
    expect(headingsOf(render({ ok: true, data: watchingList([]) }))).toEqual(['新着エピソード']);
  });

  it('is left out of a guest’s server-rendered page, which the browser fills from local storage', () => {
    const html = render(null);
    expect(headingsOf(html)).toEqual(['新着エピソード']);
    expect(html).toContain('fetchPriority="high"');
  });

  it('fails alone, with its error and 「再読み込み」, under the rest of the page', () => {
    const html = render({ ok: false, status: 503 });
    expect(headingsOf(html)).toEqual(['続きから見る', '新着エピソード']);
    expect(textOf(html)).toContain('続きから見るを読み込めませんでした。時間をおいて再度お試しください。 再読み込み');
    expect(textOf(html)).toContain('作品1');
  });
});

/** An uploaded slide picture: 640 and 1280 wide in the three formats. */
function slide(id: number, headline: string): HomeSlide {
  const variants = [640, 1280].flatMap((width) =>
    (['image/avif', 'image/webp', 'image/jpeg'] as const).map((type) => ({
      url: `https://media.example/images/home_slide/${id}/${width}.${type.slice(6).replace('jpeg', 'jpg')}`,
      width,
      height: (width * 9) / 16,
      type,
    })),
  );
  const image = { url: `https://media.example/images/home_slide/${id}/1280.jpg`, width: 1280, height: 720, variants };
  return { id, headline, line: `${headline}のひとこと`, image, path: `/titles/${id}`, is_mature: false };
}

describe('the home key-visual carousel', () => {
  const slides = [slide(1, '残月の刃'), slide(2, 'NEON NOISE')];
  const carouselOf = (html: string) => /<section class="home-carousel".*?<\/section>/s.exec(html)?.[0] ?? '';

  it('sits above every row, each slide one link with its headline and line, and named in Japanese', () => {
    const html = render(memberRow, slides);
    const carousel = carouselOf(html);
    expect(carousel).toContain('aria-roledescription="カルーセル" aria-label="おすすめ作品"');
    expect(html.indexOf('home-carousel')).toBeLessThan(html.indexOf('続きから見る'));
    expect(linksIn(carousel).map((link) => [link.attributes.href, link.text])).toEqual([
      // Like every link of home, with where it sat (spec §2's section parameters).
      [
        '/titles/1?section_id=key_visual&section_pos=0&banner_pos=1&section_type=key_visual',
        '残月の刃 残月の刃のひとこと',
      ],
      [
        '/titles/2?section_id=key_visual&section_pos=0&banner_pos=2&section_type=key_visual',
        'NEON NOISE NEON NOISEのひとこと',
      ],
    ]);
    expect([...carousel.matchAll(/aria-label="(\d枚目（全\d枚）)"/g)].map(([, label]) => label)).toEqual([
      '1枚目（全2枚）',
      '2枚目（全2枚）',
    ]);
    expect(buttonsIn(carousel).map((button) => button.name)).toEqual([
      '自動再生を停止',
      '前のスライド',
      '次のスライド',
    ]);
  });

  it('server-renders the first slide sized, with srcset and sizes, fetched first: the only high-priority picture', () => {
    const html = render(memberRow, slides);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    const [first, second] = images;
    expect(first).toContain('src="https://media.example/images/home_slide/1/1280.jpg"');
    expect(first).toMatch(/width="1280" height="720"/);
    expect(first).toContain('sizes="(min-width: 1600px) 1600px, 100vw"');
    expect(first).toContain('640.jpg 640w, https://media.example/images/home_slide/1/1280.jpg 1280w');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    expect(second).toContain('loading="lazy"');
    // The continue-watching row below no longer claims the first fetch.
    expect(images.filter((image) => image.includes('fetchPriority="high"'))).toHaveLength(1);
    expect(carouselOf(html)).toContain('<source type="image/avif"');
  });

  it('has no buttons for a single slide, and is left out when there is none', () => {
    expect(buttonsIn(carouselOf(render(null, [slide(1, '残月の刃')])))).toEqual([]);
    expect(render(null)).not.toContain('home-carousel');
  });
});

describe('home loader', () => {
  it('asks the API (internal URL, as the viewer) for every section, recommending from the cookies', async () => {
    const cookie = 'watched_titles=5,3; interested_titles=9; user_tracking_id=AbCdEfGhIjKlMnOpQrStU';
    const api = fakeLoadContext(() => apiFailure(503, 5003, '混雑しています。'), { cookie });
    const data = await homeLoader(middlewareArgs('/', api.context, { cookie }));
    const paths = [...new Set(api.calls.map((call) => `${call.url.origin}${call.url.pathname}`))];
    expect(paths.sort()).toEqual(
      [
        '/v1/episode/newly_updates',
        '/v1/home_layout',
        '/v1/home_slides',
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
      if (url.pathname === '/v1/home_layout') return layoutAnswer();
      return apiSuccess({ items: [], pagination: emptyPage });
    });
    const data = await homeLoader(middlewareArgs('/', api.context));
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
    expect(data.sections.results.new_episodes?.ok).toBe(true);
  });

  it('lets each section fail alone', async () => {
    const api = fakeLoadContext((url) => {
      if (url.pathname === '/v1/home_layout') return layoutAnswer();
      return url.pathname === '/v1/title/rankings'
        ? apiFailure(500, 5000, 'エラー')
        : apiSuccess({ items: [], pagination: emptyPage });
    });
    const { sections } = await homeLoader(middlewareArgs('/', api.context));
    expect(sections.results.ranking_weekly).toEqual({ ok: false, status: 500 });
    expect(sections.results.exclusives?.ok).toBe(true);
  });

  it('opens おすすめ with the editors’ picks as a rail of their own, then the genres with titles', async () => {
    const sf = { genre: { id: 5, name: 'SF' }, titles: [titleCard(3)] };
    const answer = (picks: unknown[]) =>
      fakeLoadContext((url) => {
        if (url.pathname === '/v1/home_layout') return layoutAnswer(['recommended']);
        return apiSuccess({ picks, genres: [sf, { genre: { id: 6, name: '空' }, titles: [] }] });
      });
    const picked = await homeLoader(middlewareArgs('/', answer([titleCard(9), titleCard(8)]).context));
    expect(picked.sections.results.recommended).toEqual({
      ok: true,
      data: {
        items: [
          { kind: 'picks', titles: [titleCard(9), titleCard(8)] },
          { kind: 'genre', ...sf },
        ],
      },
    });
    const computed = await homeLoader(middlewareArgs('/', answer([]).context));
    expect(computed.sections.results.recommended).toEqual({ ok: true, data: { items: [{ kind: 'genre', ...sf }] } });
  });

  it("loads only the sections the editors' order shows, in that order (decision 0064)", async () => {
    const api = fakeLoadContext((url) =>
      url.pathname === '/v1/home_layout'
        ? layoutAnswer(['exclusives', 'ranking_weekly'])
        : apiSuccess({ items: [], pagination: emptyPage }),
    );
    const { sections } = await homeLoader(middlewareArgs('/', api.context));
    expect(sections.order).toEqual(['exclusives', 'ranking_weekly']);
    const asked = new Set(api.calls.map((call) => call.url.pathname));
    expect(asked.has('/v1/title/exclusives') && asked.has('/v1/title/rankings')).toBe(true);
    expect(asked.has('/v1/episode/newly_updates')).toBe(false);
    expect(asked.has('/v1/recommended_titles')).toBe(false);
  });
});
