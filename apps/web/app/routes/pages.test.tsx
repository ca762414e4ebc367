import { guestUserStatus } from '@hanabi/contract';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EntryOffer } from '../features/entry/entry-offer.server.ts';
import { Header } from '../features/header/header.tsx';
import { playPath } from '../lib/episode-paths.ts';
import { viewerTier } from '../lib/viewer-tier.ts';
import { loader as rootLoader } from '../root.tsx';
import {
  apiSuccess,
  episode,
  historyItem,
  memberStatus,
  present,
  presentList,
  subscribeHistories,
  ticketPresent,
  title,
  watchingEntry,
  watchingList,
} from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, linkNames, linksIn, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import Entry, { meta as entryMeta } from './entry.tsx';
import EntryPremium, { meta as entryPremiumMeta } from './entry-premium.tsx';
import MyPage, { meta as myMeta } from './my.tsx';
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

  it('shows the title, its reading, credits and an episode list labelled エピソード', () => {
    const html = render(TitlePage, { title: subject, related: noRelatedTitles });
    expect(html).toContain('<h1 class="title-summary__name">星降る町</h1>');
    expect(html).toContain('ほしふるまち');
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('<ol class="episode-list" aria-label="エピソード">');
    for (const text of ['SF', '#青春', '主人公', '声優 太郎', '監督', 'スタジオ花火', '©2025 花火製作委員会']) {
      expect(html).toContain(text);
    }
  });

  it('lists each episode with its name, minutes and badges', () => {
    const html = render(TitlePage, { title: subject, related: noRelatedTitles });
    const items = html.match(/<li [^>]*class="episode">.*?<\/li>/g) ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/第1話<\/span> エピソード1.*24分.*無料/);
    expect(items[1]).toMatch(/24分.*見放題.*220pt/);
    expect(items[2]).toMatch(/第2話<\/span> エピソード3.*プレミアム/);
  });

  it('heads the episode list with the number released so far', () => {
    const html = render(TitlePage, { title: { ...subject, episode_count: 3 }, related: noRelatedTitles });
    expect(html).toContain('エピソード<span class="section__count">3話配信中</span>');
    expect(html).not.toContain('全3話');
  });

  it('is titled after the work', () => {
    const descriptors = titleMeta({ loaderData: { title: subject }, matches: [] } as unknown as Parameters<
      typeof titleMeta
    >[0]);
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
    expect(root.siteOrigin).toBe('https://hanabi.example');
    expect(viewerTier(root.userStatus)).toBe('guest');

    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/titles/3?tid=1']}>
        <Header
          tier={viewerTier(root.userStatus)}
          accountsOrigin={root.env.ACCOUNTS_ORIGIN}
          siteOrigin={root.siteOrigin}
          menu={{ open: false, controls: 'site-drawer', onToggle: () => undefined }}
        />
      </MemoryRouter>,
    );
    const destinations = [...html.matchAll(/href="(https:\/\/accounts\.example\/[^"]+)"/g)].map((match) =>
      new URL((match[1] ?? '').replaceAll('&amp;', '&')).searchParams.get('destination'),
    );
    expect(destinations).toEqual(['https://hanabi.example/titles/3?tid=1', 'https://hanabi.example/titles/3?tid=1']);
    expect(html).not.toContain('evil.example');
  });
});

const metaOf = (meta: (args: never) => unknown) => meta({} as never) as Array<Record<string, string>>;

describe('my page', () => {
  const myData = (fields: Record<string, unknown> = {}) => ({
    status: memberStatus('lite'),
    watching: { ok: true, data: watchingList([]) },
    histories: { ok: true, data: subscribeHistories([]) },
    presents: { ok: true, data: presentList([]) },
    mylist: { ok: true, data: { items: [], pagination: { page: 1, per_page: 3, total: 0, total_pages: 0 } } },
    hidden: { ok: true, data: { items: [], pagination: { page: 1, per_page: 10, total: 0, total_pages: 0 } } },
    cancelUrl: 'https://accounts.hanabi.example/plan/cancel?design=1&destination=x',
    addPointsUrl: null,
    ...fields,
  });

  it('shows the plan, the payment method, the next payment day and the points', () => {
    const text = textOf(renderRoute(MyPage, myData(), '/my'));
    expect(text).toContain('会員ステータス ライト');
    expect(text).toContain('お支払い方法 クレジットカード');
    expect(text).toContain('次回お支払い日 2025年11月1日');
    expect(text).toContain('フェスタポイント 1,000pt');
    expect(text).toContain('ギフトポイント 300pt');
    expect(text).toContain('合計 1,300pt');
  });

  it('shows dashes for a free member without a payment method, and the way to join', () => {
    const html = renderRoute(MyPage, myData({ status: memberStatus('free'), cancelUrl: null }), '/my');
    expect(textOf(html)).toContain('会員ステータス 未入会 お支払い方法 --- 次回お支払い日 ---');
    expect(linkNamed(html, 'プランに入会する').attributes.href).toBe('/entry');
    expect(linkNames(html)).not.toContain('プランを解約する');
  });

  it('groups both SoftBank kinds under one name', () => {
    for (const method of ['softbank_a', 'softbank_b'] as const) {
      const status = memberStatus('premium', { plan_payment_method: method });
      expect(textOf(renderRoute(MyPage, myData({ status }), '/my'))).toContain(
        'お支払い方法 ソフトバンクまとめて支払い',
      );
    }
  });

  it('links a member with a plan to the cancellation', () => {
    const html = renderRoute(MyPage, myData(), '/my');
    expect(linkNamed(html, 'プランを解約する').attributes.href).toContain('/plan/cancel');
  });

  it('lists the subscription history with its periods, and pages it', () => {
    const histories = subscribeHistories(
      [historyItem({ plan_name: 'プレミアム', ended_at: null, end_reason: null }), historyItem()],
      { pagination: { page: 1, per_page: 10, total: 12, total_pages: 2 } },
    );
    const html = renderRoute(MyPage, myData({ histories: { ok: true, data: histories } }), '/my?present_page=2');
    const text = textOf(html);
    expect(text).toContain('プレミアムプラン 2025年3月1日 〜 ご契約中');
    expect(text).toContain('ライトプラン 2025年3月1日 〜 2025年5月31日 クレジットカード／解約');
    expect(linkNamed(html, '次のページ').attributes.href).toBe('/my?present_page=2&history_page=2');
  });

  it('leads with the episodes the member is watching, each with its progress and a way out of the row', () => {
    const watching = watchingList([watchingEntry(21, 2, 600), watchingEntry(35, 3, 1380)], {
      pagination: { page: 1, per_page: 10, total: 12, total_pages: 2 },
    });
    const html = renderRoute(MyPage, myData({ watching: { ok: true, data: watching } }), '/my');
    expect(html).toMatch(/<section class="my-card my-card--wide" aria-labelledby="my-watching"><h2 id="my-watching"/);
    expect([...html.matchAll(/<h2 [^>]*>(.*?)<\/h2>/g)][0]?.[1]).toBe('続きから見る');
    const rail = /<ul class="rail" aria-label="続きから見る">.*?<\/ul>/s.exec(html)?.[0] ?? '';
    expect(linkNames(rail)).toEqual(['作品2 第21話 エピソード21 残り14分', '作品3 第35話 エピソード35 残り1分']);
    // The my page is no home section: its links carry no section parameters.
    expect(linksIn(rail).map((link) => link.attributes.href)).toEqual([playPath(2, 21), playPath(3, 35)]);
    expect(rail).toContain('aria-label="41%視聴済み"');
    expect(buttonsIn(rail).map((button) => button.name)).toEqual([
      '『第21話 エピソード21』を続きから見るから削除',
      '『第35話 エピソード35』を続きから見るから削除',
    ]);
    expect(linkNamed(html, '次のページ').attributes.href).toBe('/my?watching_page=2');
  });

  it('says so when a list is empty or could not be loaded', () => {
    const text = textOf(renderRoute(MyPage, myData({ presents: { ok: false, status: 500 } }), '/my'));
    expect(text).toContain('視聴中のエピソードはありません。');
    expect(text).toContain('ご契約の履歴はありません。');
    expect(text).toContain('プレゼントを読み込めませんでした。');
  });

  it('offers to receive a receivable present, and shows the others as they are', () => {
    const presents = presentList([
      present(1, { name: '入会記念ギフト', points: 1500 }),
      present(2, { status: 'received', received_at: '2025-09-02T10:00:00+09:00' }),
      present(3, { status: 'expired' }),
    ]);
    const html = renderRoute(MyPage, myData({ presents: { ok: true, data: presents } }), '/my');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['入会記念ギフトを受け取る']);
    const text = textOf(html);
    expect(text).toContain('ギフトポイント 1,500pt（受け取りから180日間有効） 2025年12月31日まで受け取れます');
    expect(text).toContain('受け取り済み（2025年9月2日）');
    expect(text).toContain('受け取り期限が過ぎました');
  });

  it('shows an episode ticket by its title and episode, then the way to the episode once received', () => {
    const presents = presentList([
      ticketPresent(4),
      ticketPresent(5, {
        name: '秋の新作キャンペーン：第1話無料チケット',
        episode: { id: 52, title_id: 6, title_name: '月影の剣士', prefix_name: '第1話' },
        status: 'received',
        received_at: '2025-09-20T10:00:00+09:00',
      }),
    ]);
    const html = renderRoute(MyPage, myData({ presents: { ok: true, data: presents } }), '/my');
    const text = textOf(html);
    expect(text).toContain(
      '新規登録キャンペーン：第1話無料チケット 『星降る街のアトリエ』第1話を無料で視聴できるチケット 2025年12月31日まで受け取れます',
    );
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['新規登録キャンペーン：第1話無料チケットを受け取る']);
    expect(text).toContain('『月影の剣士』第1話を無料で視聴できるチケット 受け取り済み（2025年9月20日）');
    expect(linkNamed(html, '『月影の剣士』第1話を見る').attributes.href).toBe('/titles/6/episodes/52');
    expect(linkNames(html)).not.toContain('『星降る街のアトリエ』第1話を見る');
  });

  it('is titled マイページ', () => {
    expect(metaOf(myMeta)).toContainEqual({ title: 'マイページ | Hanabi' });
  });
});

describe('entry pages', () => {
  const guestOffer: EntryOffer = {
    audience: 'guest',
    registerUrl: 'https://accounts.hanabi.example/register?design=1&destination=back',
    loginUrl: 'https://accounts.hanabi.example/login?design=1&destination=back',
  };
  const freeOffer = (isReentry: boolean): EntryOffer => ({
    audience: 'free',
    entryUrls: {
      lite: 'https://accounts.hanabi.example/entry?plan=lite&design=1&destination=home',
      premium: 'https://accounts.hanabi.example/entry?plan=premium&design=1&destination=home',
    },
    isReentry,
  });

  it('compares both plans with their prices including tax', () => {
    const text = textOf(renderRoute(Entry, { offer: guestOffer }, '/entry'));
    expect(text).toContain('ライトプラン 月額550円（税込）');
    expect(text).toContain('プレミアムプラン 月額1,100円（税込）');
  });

  it('asks a guest to register first', () => {
    const html = renderRoute(Entry, { offer: guestOffer }, '/entry');
    expect(linkNamed(html, '会員登録').attributes.href).toBe(guestOffer.registerUrl);
    expect(linkNamed(html, 'ログイン').attributes.href).toBe(guestOffer.loginUrl);
    expect(linkNames(html)).not.toContain('ライトプランに入会する');
  });

  it('lets a free member enter either plan, without an appeal when they never had one', () => {
    const html = renderRoute(Entry, { offer: freeOffer(false) }, '/entry');
    expect(linkNamed(html, 'ライトプランに入会する').attributes.href).toContain('plan=lite');
    expect(linkNamed(html, 'プレミアムプランに入会する').attributes.href).toContain('plan=premium');
    expect(textOf(html)).not.toContain('おかえりなさい');
  });

  it('welcomes back a free member who had a plan before', () => {
    const text = textOf(renderRoute(Entry, { offer: freeOffer(true) }, '/entry'));
    expect(text).toContain('おかえりなさい。 再入会で、見放題作品をまたお楽しみいただけます。');
  });

  it('focuses /entry/premium on the premium plan', () => {
    const html = renderRoute(EntryPremium, { offer: freeOffer(false) }, '/entry/premium');
    expect(linkNames(html)).toContain('プレミアムプランに入会する');
    expect(linkNames(html)).not.toContain('ライトプランに入会する');
    expect(linkNamed(html, 'ライトプランと比べる').attributes.href).toBe('/entry');
  });

  it('have their own titles and descriptions', () => {
    expect(metaOf(entryMeta)).toContainEqual({ title: 'プランのご案内 | Hanabi' });
    expect(metaOf(entryPremiumMeta)).toContainEqual({ title: 'プレミアムプランのご案内 | Hanabi' });
    const description = metaOf(entryMeta).find((descriptor) => descriptor.name === 'description');
    expect(description?.content).toContain('月額550円（税込）');
  });
});
