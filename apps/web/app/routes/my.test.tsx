import { guestUserStatus, type HiddenTitle, type MylistTitle } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { playPath } from '../lib/episode-paths.ts';
import {
  apiFailure,
  apiSuccess,
  BEFORE_POINTS_CUTOFF,
  historyItem,
  memberStatus,
  NOW,
  present,
  presentList,
  subscribeHistories,
  ticketPresent,
  watchingEntry,
  watchingList,
} from '../test/fixtures.ts';
import { ACCOUNTS, WEB } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, linkNames, linksIn, textOf } from '../test/markup.ts';
import { memberApi } from '../test/member-api.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaOf } from '../test/route-meta.ts';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { redirectOf } from '../test/thrown.ts';
import { hiddenTitle, mylistTitle, page } from '../test/viewer-list-fixtures.ts';
import * as myRoute from './my.tsx';

// The loader alone; a guest is turned away before it, by the route's guard (loadThroughMiddleware).
const { default: MyPage, loader: myLoader, meta: myMeta } = myRoute;

describe('my page', () => {
  const myData = (fields: Record<string, unknown> = {}) => ({
    status: memberStatus('lite'),
    watching: { ok: true, data: watchingList([]) },
    matureWatching: { ok: true, data: watchingList([]) },
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

  it('keeps the mature titles’ entries in a card of their own, with pages of their own, and no card without any', () => {
    const general = watchingList([watchingEntry(21, 2, 600)]);
    const mature = watchingList([watchingEntry(41, 4, 600)], {
      pagination: { page: 1, per_page: 10, total: 11, total_pages: 2 },
    });
    const html = renderRoute(
      MyPage,
      myData({ watching: { ok: true, data: general }, matureWatching: { ok: true, data: mature } }),
      '/my',
    );
    const headings = [...html.matchAll(/<h2 [^>]*>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(headings.slice(0, 2)).toEqual(['続きから見る', '続きから見る（成人向け作品）']);
    const matureCard = /<section[^>]*aria-labelledby="my-watching-mature">.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(linkNames(matureCard)).toContain('作品4 第41話 エピソード41 残り14分');
    expect(linkNames(matureCard)).not.toContain('作品2 第21話 エピソード21 残り14分');
    expect(linkNamed(matureCard, '次のページ').attributes.href).toBe('/my?mature_watching_page=2');

    const none = renderRoute(MyPage, myData({ watching: { ok: true, data: general } }), '/my');
    expect(none).not.toContain('続きから見る（成人向け作品）');
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

describe('my page loader', () => {
  it('sends a guest to log in (302), coming back to /my', async () => {
    const { context, calls } = memberApi(guestUserStatus(NOW));
    const { status, location } = await redirectOf(
      () => loadThroughMiddleware(myRoute, middlewareArgs('/my', context)),
      WEB,
    );
    expect(status).toBe(302);
    expect(location.origin + location.pathname).toBe(`${ACCOUNTS}/login`);
    expect(location.searchParams.get('design')).toBe('1');
    expect(location.searchParams.get('destination')).toBe(`${WEB}/my`);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it('loads the requested page of the continue-watching row, the subscription history and the presents', async () => {
    const { context, calls } = memberApi(memberStatus('lite'));
    await myLoader(middlewareArgs('/my?history_page=2&present_page=3&watching_page=4&mature_watching_page=5', context));
    const queries = (path: string) =>
      calls.filter((call) => call.url.pathname === path).map((call) => Object.fromEntries(call.url.searchParams));
    expect(queries('/v1/users/subscribe_histories')).toEqual([{ page: '2', per_page: '10' }]);
    expect(queries('/v1/users/presents')).toEqual([{ page: '3', per_page: '10' }]);
    expect(queries('/v1/users/watching_episodes')).toEqual([
      { display_group: 'general_group', page: '4', per_page: '10' },
      { display_group: 'mature_group', page: '5', per_page: '10' },
    ]);
  });

  it('gives a member with a plan the cancellation page, coming back to /my', async () => {
    const { context } = memberApi(memberStatus('premium'));
    const result = await myLoader(middlewareArgs('/my', context));
    const cancel = new URL(result.cancelUrl ?? '');
    expect(cancel.origin + cancel.pathname).toBe(`${ACCOUNTS}/plan/cancel`);
    expect(cancel.searchParams.get('destination')).toBe(`${WEB}/my`);
  });

  it('gives a free member no cancellation', async () => {
    const { context } = memberApi(memberStatus('free'));
    expect((await myLoader(middlewareArgs('/my', context))).cancelUrl).toBeNull();
  });

  it('offers the add-points page only until the points cut-off', async () => {
    const before = memberApi(memberStatus('free', { current_timestamp: BEFORE_POINTS_CUTOFF }));
    const addPoints = new URL((await myLoader(middlewareArgs('/my', before.context))).addPointsUrl ?? '');
    expect(addPoints.pathname).toBe('/points');
    const after = memberApi(memberStatus('free', { current_timestamp: NOW }));
    expect((await myLoader(middlewareArgs('/my', after.context))).addPointsUrl).toBeNull();
  });

  it('keeps the page when one list fails, marking only that list', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/presents': () => apiFailure(500, 5000, '技術的な問題が発生しました。'),
      '/v1/users/subscribe_histories': () => apiSuccess(subscribeHistories([historyItem()])),
    });
    const result = await myLoader(middlewareArgs('/my', context));
    expect(result.presents).toEqual({ ok: false, status: 500 });
    expect(result.histories).toMatchObject({ ok: true, data: { has_subscribe_history: true } });
  });

  it('fails as a page when the status itself cannot be had, rather than sending a member to log in', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/statuses': () => apiFailure(503, 5003, '混雑しています。'),
    });
    await expect(myLoader(middlewareArgs('/my', context))).rejects.toMatchObject({ init: { status: 503 } });
  });

  it('passes the presents through for the page', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/presents': () => apiSuccess(presentList([present(5)])),
    });
    const result = await myLoader(middlewareArgs('/my', context));
    expect(result.presents).toMatchObject({ ok: true, data: { items: [{ id: 5 }] } });
  });
});

describe('/my viewer lists', () => {
  const myData = (mylist: MylistTitle[], hidden: HiddenTitle[]) => ({
    status: memberStatus('lite'),
    watching: { ok: true, data: watchingList([]) },
    matureWatching: { ok: true, data: watchingList([]) },
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
