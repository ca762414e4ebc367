import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EpisodeList } from '../features/episodes/episode-list.tsx';
import { type PointBalances, purchaseOffer } from '../features/purchase/purchase-offer.ts';
import { episode } from '../test/fixtures.ts';
import { buttonsIn, linkNamed, linkNames, textOf } from '../test/markup.ts';
import { episodeDetail, episodePurchase, ownedTitle, ownedTitleList } from '../test/purchase-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import MyPurchased, { meta as myPurchasedMeta } from './my-purchased.tsx';
import PurchaseConfirm, { meta as confirmMeta } from './purchase-confirm.tsx';
import PurchaseThanks, { meta as thanksMeta } from './purchase-thanks.tsx';

const KEY = '0b6f3c1e-8a2d-4f57-9c3e-2d1a7b9e4f60';
const CONFIRM_PATH = `/episodes/5/purchase_confirm?intent=${KEY}`;
const TOP_UP_URL = 'https://accounts.hanabi.example/points?design=1&destination=back';

function confirmPage(fields: Partial<Parameters<typeof episodeDetail>[1]>, balances: PointBalances) {
  const detail = episodeDetail(5, { prefix_name: '第5話', name: '流星群', ...fields });
  const loaderData = {
    episode: detail,
    intent: KEY,
    offer: purchaseOffer(detail, balances),
    topUpUrl: TOP_UP_URL,
    canJoinPlan: true,
  };
  return renderRoute(PurchaseConfirm, loaderData, CONFIRM_PATH);
}

describe('purchase confirm page', () => {
  it('names the episode and its title, with its thumbnail', () => {
    const html = confirmPage({}, { gift: 300, festa: 1000 });
    expect(textOf(html)).toContain('購入確認 星降る町 第5話 流星群');
    expect(html).toContain('src="http://localhost:4000/media/images/episode-5.webp" width="640" height="360"');
  });

  it('shows the price, the spend from gift points first, the balances after and one buy button', () => {
    const html = confirmPage({ price_points: 1500 }, { gift: 300, festa: 2000 });
    const text = textOf(html);
    expect(text).toContain('価格 1,500pt');
    expect(text).toContain('保有 使用 購入後');
    expect(text).toContain('ギフトポイント 300pt 300pt 0pt');
    expect(text).toContain('フェスタポイント 2,000pt 1,200pt 800pt');
    expect(text).toContain('合計 2,300pt 1,500pt 800pt');
    expect(text).toContain('ギフトポイントから先に使われます（有効期限の近いものから）。');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['購入する']);
    expect(buttonsIn(html)[0]?.attributes.disabled).toBeUndefined();
  });

  it('says how many points are missing and offers the top-up instead of the button', () => {
    const html = confirmPage({ price_points: 1500 }, { gift: 300, festa: 1000 });
    const text = textOf(html);
    expect(text).toContain('ギフトポイント 300pt フェスタポイント 1,000pt 保有ポイント合計 1,300pt');
    expect(text).toContain('あと200ポイント不足しています。');
    expect(linkNamed(html, 'ポイントを追加する').attributes.href).toBe(TOP_UP_URL);
    expect(buttonsIn(html)).toEqual([]);
  });

  it('offers to play, not to buy, an episode already owned', () => {
    const html = confirmPage(
      { access: 'owned', owned_purchase: { id: 81, idempotency_key: 'an-earlier-intent' } },
      { gift: 300, festa: 1000 },
    );
    expect(textOf(html)).toContain('このエピソードは購入済みです。');
    expect(linkNamed(html, '再生する').attributes.href).toBe('/titles/3/episodes/5');
    expect(buttonsIn(html)).toEqual([]);
    expect(textOf(html)).not.toContain('価格');
  });

  it('says an episode owned through a ticket present was received, not bought', () => {
    const html = confirmPage({ access: 'owned', owned_purchase: null }, { gift: 0, festa: 0 });
    expect(textOf(html)).toContain('このエピソードはチケットで受け取り済みです。');
    expect(textOf(html)).not.toContain('購入済み');
    expect(linkNamed(html, '再生する').attributes.href).toBe('/titles/3/episodes/5');
    expect(buttonsIn(html)).toEqual([]);
  });

  it('offers to play, without charge, an episode in the plan or free', () => {
    const included = confirmPage({ access: 'included_in_plan' }, { gift: 0, festa: 0 });
    expect(textOf(included)).toContain('このエピソードはご利用中のプランで視聴できます。購入の必要はありません。');
    expect(linkNamed(included, '再生する').attributes.href).toBe('/titles/3/episodes/5');
    expect(buttonsIn(included)).toEqual([]);

    const free = confirmPage({ access: 'free', is_free: true }, { gift: 0, festa: 0 });
    expect(textOf(free)).toContain('このエピソードは無料で視聴できます。購入の必要はありません。');
    expect(linkNames(free)).toContain('再生する');
  });

  it('says an episode is not sold on its own and points to the plans', () => {
    const html = confirmPage({ access: 'unavailable', price_points: null }, { gift: 300, festa: 1000 });
    expect(textOf(html)).toContain('このエピソードは単品では販売していません。');
    expect(linkNamed(html, 'プランを見る').attributes.href).toBe('/entry');
    expect(buttonsIn(html)).toEqual([]);
  });

  it('is titled 購入確認', () => {
    expect(confirmMeta({} as never)).toContainEqual({ title: '購入確認 | Hanabi' });
  });
});

describe('purchase thanks page', () => {
  const thanksPage = (fields: Parameters<typeof episodePurchase>[1]) =>
    renderRoute(
      PurchaseThanks,
      { purchase: episodePurchase(81, fields) },
      '/episodes/5/purchase_thanks?purchase_id=81',
    );

  it('confirms a completed purchase with what it spent, where to play it and the purchased works', () => {
    const html = thanksPage({});
    const text = textOf(html);
    expect(text).toContain('購入が完了しました 星降る町 第5話 エピソード5');
    expect(text).toContain('使用したギフトポイント 300pt 使用したフェスタポイント 200pt 合計 500pt');
    expect(linkNamed(html, '再生する').attributes.href).toBe('/titles/3/episodes/5');
    expect(linkNamed(html, '購入済み作品を見る').attributes.href).toBe('/my/purchased');
  });

  it('asks to reload a purchase still being processed', () => {
    const html = thanksPage({ status: 'pending', completed_at: null });
    expect(textOf(html)).toContain('購入手続き中です');
    expect(linkNamed(html, '再読み込みする').attributes.href).toBe('/episodes/5/purchase_thanks?purchase_id=81');
    expect(linkNames(html)).not.toContain('再生する');
  });

  it('explains a failed purchase and leads back to the confirm page', () => {
    const html = thanksPage({ status: 'failed', failure_reason: 'insufficient_points', completed_at: null });
    expect(textOf(html)).toContain('ポイントが不足しているため、購入できませんでした。');
    expect(linkNamed(html, '購入確認に戻る').attributes.href).toBe('/episodes/5/purchase_confirm');
    expect(linkNames(html)).not.toContain('再生する');
  });

  it('is titled after the outcome', () => {
    const titleOf = (status: 'completed' | 'pending') =>
      thanksMeta({ loaderData: { purchase: episodePurchase(81, { status }) } } as Parameters<typeof thanksMeta>[0]);
    expect(titleOf('completed')).toContainEqual({ title: '購入完了 | Hanabi' });
    expect(titleOf('pending')).toContainEqual({ title: '購入手続き中 | Hanabi' });
  });
});

describe('purchased works page', () => {
  const ok = <T,>(data: T) => ({ ok: true, data });

  it('lists each owned title with its episode count and last purchase date, linking to the title', () => {
    const owned = ownedTitleList(
      [
        ownedTitle(3, { owned_episode_count: 2, last_purchased_at: '2025-10-01T09:00:00+09:00' }),
        ownedTitle(4, { last_purchased_at: '2025-09-15T23:30:00+09:00' }),
      ],
      { pagination: { page: 1, per_page: 20, total: 21, total_pages: 2 } },
    );
    const html = renderRoute(MyPurchased, { owned: ok(owned) }, '/my/purchased');
    const text = textOf(html);
    expect(text).toContain('作品3 購入済み 2話 最終購入日 2025年10月1日');
    expect(text).toContain('作品4 購入済み 1話 最終購入日 2025年9月15日');
    expect(linkNamed(html, '作品3 購入済み 2話 最終購入日 2025年10月1日').attributes.href).toBe('/titles/3');
    expect(linkNamed(html, '次のページ').attributes.href).toBe('/my/purchased?page=2');
  });

  it('says so when nothing was bought, or when the list could not be loaded', () => {
    expect(textOf(renderRoute(MyPurchased, { owned: ok(ownedTitleList([])) }, '/my/purchased'))).toContain(
      '購入済みの作品はありません。',
    );
    const failed = renderRoute(MyPurchased, { owned: { ok: false, status: 500 } }, '/my/purchased');
    expect(textOf(failed)).toContain('購入済み作品を読み込めませんでした。');
    // The error state offers to load the list again in place.
    expect(buttonsIn(failed).map((button) => button.name)).toEqual(['再読み込み']);
  });

  it('is titled 購入済み作品', () => {
    expect(myPurchasedMeta({} as never)).toContainEqual({ title: '購入済み作品 | Hanabi' });
  });
});

describe('episode list', () => {
  const renderList = () =>
    renderToStaticMarkup(
      <MemoryRouter>
        <EpisodeList
          episodes={[
            episode(1, { is_free: true, price_points: 300 }),
            episode(2, { is_free: false, price_points: 1200 }),
            episode(3, { is_free: false, price_points: null }),
          ]}
        />
      </MemoryRouter>,
    );

  it('anchors every episode so that other pages can link to it', () => {
    expect(renderList().match(/id="episode-\d+"/g)).toEqual(['id="episode-1"', 'id="episode-2"', 'id="episode-3"']);
  });

  it('leads from every episode to its player', () => {
    const html = renderList();
    expect(linkNamed(html, '第1話 エピソード1').attributes.href).toBe('/titles/1/episodes/1');
    expect(linkNamed(html, '第3話 エピソード3').attributes.href).toBe('/titles/1/episodes/3');
  });

  it('offers to buy only the episodes sold for points that are not free', () => {
    const html = renderList();
    expect(linkNames(html).filter((name) => name.endsWith('で購入'))).toEqual(['第2話 エピソード2を1,200ptで購入']);
    const buy = linkNamed(html, '第2話 エピソード2を1,200ptで購入');
    expect(buy.text).toBe('1,200ptで購入');
    expect(buy.attributes.href).toBe('/episodes/2/purchase_confirm');
  });
});
