import { HOME_SECTION_KEYS } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardActionProvider } from '../../components/card-action.tsx';
import { episode, titleCard } from '../../test/fixtures.ts';
import { buttonsIn, linksIn, textOf } from '../../test/markup.ts';
import { HomePage } from './home-page.tsx';
import type { HomeSections } from './home-sections.server.ts';

const pagination = { page: 1, per_page: 12, total: 1, total_pages: 1 };
const ok = <T,>(items: T[]) => ({ ok: true as const, data: { items, pagination } });
const failed = { ok: false as const, status: 503 };
const at = '2025-10-08T00:00:00+09:00';

type Results = HomeSections['results'];

/** Every section loaded, in `order` (the built-in order unless given). */
function sections(overrides: Results = {}, order: HomeSections['order'] = [...HOME_SECTION_KEYS]): HomeSections {
  const results: Results = {
    new_episodes: ok([{ ...episode(11, { is_free: true }), title: titleCard(1) }]),
    ranking_weekly: ok([{ ...titleCard(2), rank: 1, score: 9, views: 3, purchases: 2 }]),
    recommended: {
      ok: true,
      data: { items: [{ kind: 'genre', genre: { id: 5, name: 'SF' }, titles: [titleCard(3)] }] },
    },
    features: ok([
      {
        id: 4,
        slug: 'autumn',
        name: '秋の特集',
        description: '夜長に観たい作品',
        starts_at: at,
        ends_at: at,
        title_count: 1,
        titles: [titleCard(4)],
      },
    ]),
    exclusives: ok([{ ...titleCard(6), exclusive: { kind: 'exclusive' as const, starts_at: at, ends_at: at } }]),
    scheduled_deliveries: ok([
      { ...titleCard(7), delivery_at: at, next_episode: null },
      {
        ...titleCard(8),
        delivery_at: at,
        next_episode: { id: 80, number: 2, prefix_name: '第2話', name: '続き', released_at: at },
      },
    ]),
    ...overrides,
  };
  return { order, results: Object.fromEntries(order.map((key) => [key, results[key]])) };
}

/** In a data router: a failed section's 「再読み込み」 revalidates the page's loader. */
function render(data: HomeSections, personalised = false, withCardAction = false): string {
  const page = <HomePage sections={data} personalised={personalised} />;
  const Stub = createRoutesStub([
    {
      id: 'home',
      path: '/',
      Component: () =>
        withCardAction ? (
          <CardActionProvider value={(title) => <button type="button">{title.name}を選ぶ</button>}>
            {page}
          </CardActionProvider>
        ) : (
          page
        ),
      loader: () => null,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/']} hydrationData={{ loaderData: { home: null } }} />);
}

const headingsOf = (html: string) => [...html.matchAll(/<h2 [^>]*>(.*?)<\/h2>/g)].map(([, text]) => textOf(text ?? ''));

describe('home page', () => {
  it('shows every section in order', () => {
    expect(headingsOf(render(sections()))).toEqual([
      '新着エピソード',
      '週間ランキング',
      'ジャンル別のおすすめ',
      '特集',
      '独占・先行配信',
      '配信予定',
    ]);
    expect(headingsOf(render(sections(), true))).toContain('あなたへのおすすめ');
  });

  it("shows only the sections the editors' order keeps, in that order, each link carrying its new place", () => {
    const html = render(sections({}, ['ranking_weekly', 'scheduled_deliveries', 'recommended']));
    expect(headingsOf(html)).toEqual(['週間ランキング', '配信予定', 'ジャンル別のおすすめ']);
    const hrefs = linksIn(html).map((link) => link.attributes.href);
    expect(hrefs).toContain('/titles/2?section_id=ranking_weekly&section_pos=1&banner_pos=1&section_type=ranking');
    expect(hrefs).toContain(
      '/titles/3?section_id=recommended_genre_5&section_pos=3&banner_pos=1&section_type=recommendation',
    );
    expect(html).not.toContain('新着エピソード');
  });

  it('opens おすすめ with the editors’ picks in their order, a rail of their own before the genres', () => {
    const picked = sections({
      recommended: {
        ok: true,
        data: {
          items: [
            { kind: 'picks', titles: [titleCard(9), titleCard(10)] },
            { kind: 'genre', genre: { id: 5, name: 'SF' }, titles: [titleCard(3)] },
          ],
        },
      },
    });
    const html = render(picked);
    // The section is not "by genre" when the editors' picks lead it.
    const headings = [...html.matchAll(/<h2 [^>]*>(.*?)<\/h2>/g)].map(([, text]) => textOf(text ?? ''));
    expect(headings).toContain('おすすめ');
    expect(headings).not.toContain('ジャンル別のおすすめ');
    const subheadings = [...html.matchAll(/<h3 [^>]*>(.*?)<\/h3>/g)].map(([, text]) => textOf(text ?? ''));
    expect(subheadings.slice(0, 2)).toEqual(['編集部のおすすめ', 'SF']);
    const hrefs = linksIn(html).map((link) => link.attributes.href ?? '');
    const recommended = hrefs.filter(
      (href) => href.includes('section_type=recommendation&') || href.endsWith('recommendation'),
    );
    expect(recommended.filter((href) => href.startsWith('/titles/'))).toEqual([
      '/titles/9?section_id=recommended_picks&section_pos=3&banner_pos=1&section_type=recommendation',
      '/titles/10?section_id=recommended_picks&section_pos=3&banner_pos=2&section_type=recommendation',
      '/titles/3?section_id=recommended_genre_5&section_pos=3&banner_pos=1&section_type=recommendation',
    ]);
  });

  it('gives every link its section, the section’s place, the item’s place and the section type', () => {
    const hrefs = linksIn(render(sections())).map((link) => link.attributes.href);
    expect(hrefs).toContain(
      '/titles/1/episodes/11?section_id=new_episodes&section_pos=1&banner_pos=1&section_type=episodes',
    );
    expect(hrefs).toContain('/titles/2?section_id=ranking_weekly&section_pos=2&banner_pos=1&section_type=ranking');
    expect(hrefs).toContain(
      '/titles/3?section_id=recommended_genre_5&section_pos=3&banner_pos=1&section_type=recommendation',
    );
    expect(hrefs).toContain('/titles/4?section_id=feature_4&section_pos=4&banner_pos=1&section_type=feature');
    expect(hrefs).toContain('/rankings?section_id=ranking_weekly&section_pos=2&banner_pos=0&section_type=ranking');
    for (const href of hrefs) expect(href).toMatch(/section_id=.+&section_pos=\d&banner_pos=\d+&section_type=\w+/);
  });

  it('marks ranks, exclusives and free episodes, and does not link a title that has not started', () => {
    const html = render(sections());
    expect(html).toContain('1位');
    expect(html).toContain('独占');
    expect(html).toContain('無料');
    const hrefs = linksIn(html).map((link) => link.attributes.href ?? '');
    expect(hrefs.some((href) => href.startsWith('/titles/7?'))).toBe(false);
    expect(hrefs.some((href) => href.startsWith('/titles/8?'))).toBe(true);
    expect(textOf(html)).toContain('第2話は2025年10月8日配信');
  });

  it('keeps a failed section with its error and 「再読み込み」, and the rest of the page', () => {
    const html = render(sections({ ranking_weekly: failed }));
    expect(textOf(html)).toContain('週間ランキングを読み込めませんでした。');
    expect(textOf(html)).toContain('再読み込み');
    expect(headingsOf(html)).toHaveLength(6);
    expect(textOf(html)).toContain('作品1');
  });

  it("gives the poster cards of titles with a page the page's control, outside their links", () => {
    const html = render(sections(), false, true);

    // The cards' controls, not the rails' previous/next buttons (which have no text, only a name).
    expect(
      buttonsIn(html)
        .map((button) => button.text)
        .filter((text) => text !== ''),
    ).toEqual(['作品2を選ぶ', '作品3を選ぶ', '作品4を選ぶ', '作品6を選ぶ', '作品8を選ぶ']);
    for (const [link] of html.matchAll(/<a\s.*?<\/a>/gs)) expect(link).not.toContain('<button');
  });

  it('leaves an empty section out', () => {
    const html = render(sections({ exclusives: ok([]), scheduled_deliveries: ok([]) }));
    expect(headingsOf(html)).not.toContain('独占・先行配信');
    expect(headingsOf(html)).not.toContain('配信予定');
  });

  it('fetches the first picture first, loads the first rail at once and the rest lazily, all with sizes', () => {
    const html = render(sections());
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).toContain('loading="eager"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) expect(image).toMatch(/width="\d+" height="\d+"/);
  });
});
