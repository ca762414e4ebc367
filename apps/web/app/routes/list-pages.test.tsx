import type { GenreGroups, Pagination, RankedTitle } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, episode, titleCard } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import { episodeDetail } from '../test/purchase-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import * as exclusiveTitles from './exclusive-titles.tsx';
import FreeTitles, { loader as freeLoader } from './free.tsx';
import NewEpisodes, { loader as newEpisodesLoader } from './new-episodes.tsx';
import Portal, { loader as portalLoader } from './portal.tsx';
import Premium, { loader as premiumLoader } from './premium.tsx';
import Rankings, { loader as rankingsLoader } from './rankings.tsx';
import { loader as recommendedLoader } from './recommended-titles.tsx';
import { loader as sectionLoader } from './section-title-episodes.tsx';
import { loader as youthLoader } from './youth.tsx';

function paged<T>(items: T[], pagination: Partial<Pagination> = {}) {
  return { items, pagination: { page: 1, per_page: 24, total: items.length, total_pages: 1, ...pagination } };
}

const ranked = (id: number, rank: number): RankedTitle => ({
  ...titleCard(id),
  rank,
  score: 10,
  views: 7,
  purchases: 1,
});

const GENRE_GROUPS: GenreGroups = {
  items: [
    {
      id: 1,
      name: 'ドラマ・恋愛',
      genres: [
        { id: 11, name: '恋愛', name_kana: 'れんあい', title_count: 4 },
        { id: 12, name: '日常', name_kana: 'にちじょう', title_count: 9 },
      ],
    },
    {
      id: 2,
      name: 'コメディ・趣味',
      genres: [
        { id: 21, name: 'コメディ', name_kana: 'こめでぃ', title_count: 6 },
        { id: 22, name: 'スポーツ', name_kana: 'すぽーつ', title_count: 3 },
        { id: 23, name: 'ホラー', name_kana: 'ほらー', title_count: 2 },
      ],
    },
  ],
};

/** A fake API answering by path; every call is recorded with its query. */
function catalogueApi(answers: Record<string, () => Response>, headers: Record<string, string> = {}) {
  const fake = fakeLoadContext((url) => answers[url.pathname]?.() ?? apiFailure(404, 4004, 'not found'), headers);
  const callTo = (pathname: string) => {
    const call = fake.calls.find((candidate) => candidate.url.pathname === pathname);
    return call ? Object.fromEntries(call.url.searchParams) : undefined;
  };
  return { ...fake, callTo };
}

const loaderArgs = (path: string, context: unknown, headers: Record<string, string> = {}) =>
  ({ ...middlewareArgs(path, context as never, headers) }) as never;

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

describe('/exclusive_titles', () => {
  const exclusivesApi = (headers: Record<string, string> = {}) =>
    catalogueApi(
      {
        '/v1/title/exclusives': () =>
          apiSuccess(
            paged([
              {
                ...titleCard(5),
                exclusive: {
                  kind: 'early',
                  starts_at: '2025-10-01T00:00:00+09:00',
                  ends_at: '2025-12-31T23:59:59+09:00',
                },
              },
            ]),
          ),
      },
      headers,
    );

  it('sends a viewer without checked_age to the age check when asked for its mature titles', async () => {
    const api = exclusivesApi();
    const thrown = await loadThroughMiddleware(
      exclusiveTitles,
      loaderArgs('/exclusive_titles?is_mature=true', api.context),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get('Location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/exclusive_titles');
    expect(location.searchParams.get('check_age')).toBe('true');
    expect(location.searchParams.get('is_mature')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('lists the mature exclusives for a viewer who confirmed their age, with 先行 and its end day', async () => {
    const headers = { cookie: 'checked_age=1' };
    const api = exclusivesApi(headers);
    const data = await loadThroughMiddleware(
      exclusiveTitles,
      loaderArgs('/exclusive_titles?is_mature=true', api.context, headers),
    );
    expect(api.callTo('/v1/title/exclusives')).toMatchObject({ display_group: 'mature_group' });
    const text = textOf(renderRoute(exclusiveTitles.default, data, '/exclusive_titles?is_mature=true'));
    expect(text).toContain('先行 作品5');
    expect(text).toContain('2025年12月31日まで先行配信');
  });

  it('lists the general exclusives to anyone', async () => {
    const api = exclusivesApi();
    await loadThroughMiddleware(exclusiveTitles, loaderArgs('/exclusive_titles', api.context));
    expect(api.callTo('/v1/title/exclusives')?.display_group).toBeUndefined();
  });
});

describe('/premium', () => {
  const premiumApi = (cut: 'premium' | 'broadcast') =>
    catalogueApi({
      '/v1/scene/newly_updates': () => apiSuccess(paged([])),
      '/v1/episodes/30': () => apiSuccess(episodeDetail(30, { cut, prefix_name: '第3話', name: '月下の約束' })),
    });

  it('features the premium cut play_episode_id names, with 「再生する」 leading to where it plays', async () => {
    const api = premiumApi('premium');
    const data = await premiumLoader(loaderArgs('/premium?play_episode_id=30&tid=3', api.context));
    const html = renderRoute(Premium, data, '/premium?play_episode_id=30&tid=3');
    expect(textOf(html)).toContain('その他');
    expect(textOf(html)).toContain('星降る町 第3話 月下の約束');
    expect(linkNamed(html, '再生する').attributes.href).toBe('/titles/3/episodes/30');
  });

  it.each(['play_episode_id=abc&tid=3', 'play_episode_id=30x', 'play_episode_id=%2F%2Fevil.example'])(
    'ignores the malformed %s without asking for any episode',
    async (query) => {
      const api = premiumApi('premium');
      const data = await premiumLoader(loaderArgs(`/premium?${query}`, api.context));
      expect(data.featured).toBeNull();
      expect(api.calls.map((call) => call.url.pathname)).toEqual(['/v1/scene/newly_updates']);
    },
  );

  it('does not feature an episode that is not a premium cut, or that does not exist', async () => {
    const broadcast = await premiumLoader(loaderArgs('/premium?play_episode_id=30', premiumApi('broadcast').context));
    expect(broadcast.featured).toBeNull();
    const missing = await premiumLoader(loaderArgs('/premium?play_episode_id=31', premiumApi('premium').context));
    expect(missing.featured).toBeNull();
  });
});

describe('/section_title_episodes', () => {
  it("lists the whole of a home section's list", async () => {
    const api = catalogueApi({ '/v1/title/rankings': () => apiSuccess(paged([ranked(7, 1)])) });
    const data = await sectionLoader(
      loaderArgs('/section_title_episodes?section_id=ranking_monthly&section_type=ranking&page=2', api.context),
    );
    expect(data.heading).toBe('月間ランキング');
    expect(api.callTo('/v1/title/rankings')).toEqual({ period: 'monthly', page: '2', per_page: '24' });
  });

  it('answers 404 for a section without a list, asking the API nothing', async () => {
    const api = catalogueApi({});
    const thrown: unknown = await sectionLoader(
      loaderArgs('/section_title_episodes?section_type=unknown', api.context),
    ).catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit | null }).init?.status).toBe(404);
    expect(api.calls).toHaveLength(0);
  });
});

describe('/recommended_titles', () => {
  it("starts from the viewer's watched, then interesting titles, each once", async () => {
    const headers = { cookie: 'watched_titles=5,3; interested_titles=3,8' };
    const api = catalogueApi({ '/v1/recommended_titles': () => apiSuccess({ genres: [] }) }, headers);
    const data = await recommendedLoader(loaderArgs('/recommended_titles', api.context, headers));
    expect(api.callTo('/v1/recommended_titles')).toEqual({ title_ids: '5,3,8' });
    expect(data.personal).toBe(true);
  });
});

describe('/portal', () => {
  it('links every genre that has titles to its new titles, leaving out empty genres and groups', async () => {
    const groups: GenreGroups = {
      items: [
        ...GENRE_GROUPS.items,
        { id: 3, name: '大人向け', genres: [{ id: 31, name: '大人向け', name_kana: 'おとなむけ', title_count: 0 }] },
      ],
    };
    groups.items[0]?.genres.push({ id: 13, name: 'BL', name_kana: 'びーえる', title_count: 0 });
    const api = catalogueApi({ '/v1/genre_groups': () => apiSuccess(groups) });
    const html = renderRoute(Portal, await portalLoader(loaderArgs('/portal', api.context)), '/portal');
    expect(linkNamed(html, '日常 9作品').attributes.href).toBe('/new_general_titles?genre_id=12');
    expect(linkNamed(html, 'ランキング いま人気の作品').attributes.href).toBe('/rankings');
    expect(textOf(html)).not.toContain('BL');
    expect(textOf(html)).not.toContain('大人向け');
  });
});

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

describe('episode cards', () => {
  it('link each new episode to where it plays, with its title and release day', async () => {
    const api = catalogueApi({
      '/v1/episode/newly_updates': () =>
        apiSuccess(paged([{ ...episode(30, { title_id: 4, is_free: true }), title: titleCard(4) }])),
    });
    const data = await newEpisodesLoader(loaderArgs('/new_episodes', api.context));
    const html = renderRoute(NewEpisodes, data, '/new_episodes');
    const card = linkNamed(html, '無料 作品4 第30話 エピソード30 2025年10月1日配信');
    expect(card.attributes.href).toBe('/titles/4/episodes/30');
    expect(html).toContain('width="640" height="360"');
  });
});
