import { guestUserStatus } from '@hanabi/contract';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from '../features/header/header.tsx';
import { loader as rootLoader } from '../root.tsx';
import { apiSuccess, episode, title, titleCard } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
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

  it('counts the episodes released so far as 「N話配信中」, never as a total', () => {
    const html = render(Home, { titles: [titleCard(1, { episode_count: 3 }), titleCard(2, { episode_count: 0 })] });
    expect(html.match(/<span class="title-card__meta">[^<]*<\/span>/g)).toEqual([
      '<span class="title-card__meta">3話配信中</span>',
    ]);
    expect(html).not.toContain('全3話');
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

  it('heads the episode list with the number released so far', () => {
    const html = render(TitlePage, { title: { ...subject, episode_count: 3 } });
    expect(html).toContain('エピソード<span class="section__count">3話配信中</span>');
    expect(html).not.toContain('全3話');
  });

  it('is titled after the work', () => {
    const descriptors = titleMeta({ loaderData: { title: subject } } as Parameters<typeof titleMeta>[0]);
    expect(descriptors).toContainEqual({ title: '星降る町 | Hanabi' });
  });
});

describe('sign-in links', () => {
  it('come back to WEB_ORIGIN, even for a request with a forged Host header', async () => {
    const { context } = fakeLoadContext(
      () => apiSuccess(guestUserStatus('2025-10-01T00:00:00+09:00')),
      { host: 'evil.example' },
      { WEB_ORIGIN: 'https://hanabi.example/', ACCOUNTS_ORIGIN: 'https://accounts.example' },
    );
    const request = new Request('http://evil.example/titles/3?tid=1', { headers: { Host: 'evil.example' } });
    const root = await rootLoader({
      request,
      params: {},
      context,
      url: new URL(request.url),
      pattern: '',
    } as Parameters<typeof rootLoader>[0]);
    expect(root).toMatchObject({ siteOrigin: 'https://hanabi.example', isGuest: true });

    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/titles/3?tid=1']}>
        <Header isGuest={root.isGuest} accountsOrigin={root.env.ACCOUNTS_ORIGIN} siteOrigin={root.siteOrigin} />
      </MemoryRouter>,
    );
    const destinations = [...html.matchAll(/href="(https:\/\/accounts\.example\/[^"]+)"/g)].map((match) =>
      new URL((match[1] ?? '').replaceAll('&amp;', '&')).searchParams.get('destination'),
    );
    expect(destinations).toEqual(['https://hanabi.example/titles/3?tid=1', 'https://hanabi.example/titles/3?tid=1']);
    expect(html).not.toContain('evil.example');
  });
});
