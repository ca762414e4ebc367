import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { episode, title, titleCard } from '../test/fixtures.ts';
import Home from './home.tsx';
import TitlePage, { meta as titleMeta } from './title.tsx';

/** Server-renders a route component with its loader data, as the document request does. */
function render(Component: ComponentType<never>, loaderData: unknown): string {
  const RouteComponent = Component as ComponentType<Record<string, unknown>>;
  return renderToStaticMarkup(
    <MemoryRouter>
      <RouteComponent loaderData={loaderData} params={{}} matches={[]} />
    </MemoryRouter>,
  );
}

describe('home page', () => {
  it('renders every title as a link with a sized poster, lazy after the first row', () => {
    const html = render(Home, { titles: Array.from({ length: 8 }, (_, index) => titleCard(index + 1)) });
    expect(html.match(/<a [^>]*href="\/titles\/\d+"/g)).toHaveLength(8);
    expect(html).toContain('作品1');
    expect(html).toContain('width="480" height="640"');
    expect(html.match(/loading="eager"/g)).toHaveLength(6);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('says so when there is nothing to show', () => {
    expect(render(Home, { titles: [] })).toContain('表示できる作品がありません。');
  });
});

describe('title page', () => {
  const subject = title(7, {
    name: '星降る町',
    name_kana: 'ほしふるまち',
    episodes: [
      episode(1, { is_free: true }),
      episode(2, { price_points: 220, sec_length: 1420 }),
      episode(3, { cut: 'premium', included_plan_ids: [2], prefix_name: '第2話' }),
    ],
  });

  it('shows the title, its reading, credits and an episode list labelled エピソード', () => {
    const html = render(TitlePage, { title: subject });
    expect(html).toContain('<h1 class="title-summary__name">星降る町</h1>');
    expect(html).toContain('ほしふるまち');
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('<ol class="episode-list" aria-label="エピソード">');
    for (const text of ['SF', '#青春', '主人公', '声優 太郎', '監督', 'スタジオ花火', '©2025 花火製作委員会']) {
      expect(html).toContain(text);
    }
  });

  it('lists each episode with its name, minutes and badges', () => {
    const html = render(TitlePage, { title: subject });
    const items = html.match(/<li class="episode">.*?<\/li>/g) ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/第1話<\/span> エピソード1.*24分.*無料/);
    expect(items[1]).toMatch(/24分.*見放題.*220pt/);
    expect(items[2]).toMatch(/第2話<\/span> エピソード3.*プレミアム/);
  });

  it('is titled after the work', () => {
    const descriptors = titleMeta({ loaderData: { title: subject } } as Parameters<typeof titleMeta>[0]);
    expect(descriptors).toContainEqual({ title: '星降る町 | Hanabi' });
  });
});
