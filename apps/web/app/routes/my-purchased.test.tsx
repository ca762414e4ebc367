import { guestUserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { apiFailure, memberStatus, NOW } from '../test/fixtures.ts';
import { WEB } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import { purchaseApi } from '../test/purchase-api.ts';
import { ownedTitle, ownedTitleList } from '../test/purchase-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { outcomeOf } from '../test/thrown.ts';
import * as myPurchasedRoute from './my-purchased.tsx';

// The loader alone; a guest is turned away before it, by the route's guard (loadThroughMiddleware).
const { default: MyPurchased, loader: myPurchasedLoader, meta: myPurchasedMeta } = myPurchasedRoute;

describe('purchased works loader', () => {
  it('sends a guest to log in, coming back to /my/purchased', async () => {
    const { context } = purchaseApi(guestUserStatus(NOW));
    const { location } = await outcomeOf(
      () => loadThroughMiddleware(myPurchasedRoute, middlewareArgs('/my/purchased', context)),
      WEB,
    );
    expect(location?.searchParams.get('destination')).toBe(`${WEB}/my/purchased`);
  });

  it('loads the requested page of the owned titles', async () => {
    const { context, calls } = purchaseApi(memberStatus('free'));
    const page = await myPurchasedLoader(middlewareArgs('/my/purchased?page=2', context));
    expect(page.owned).toMatchObject({ ok: true, data: { items: [{ title: { id: 3 } }] } });
    const call = calls.find((candidate) => candidate.url.pathname === '/v1/users/owned_titles');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ page: '2', per_page: '20' });
  });

  it('keeps the page standing when the list cannot be loaded', async () => {
    const { context } = purchaseApi(memberStatus('free'), {
      '/v1/users/owned_titles': () => apiFailure(500, 5000, '技術的な問題が発生しました。'),
    });
    const page = await myPurchasedLoader(middlewareArgs('/my/purchased', context));
    expect(page.owned).toEqual({ ok: false, status: 500 });
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
