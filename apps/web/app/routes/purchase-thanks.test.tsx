import { guestUserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { memberStatus, NOW } from '../test/fixtures.ts';
import { calledPaths, type fakeLoadContext, WEB } from '../test/loader-context.ts';
import { linkNamed, linkNames, textOf } from '../test/markup.ts';
import { purchaseApi } from '../test/purchase-api.ts';
import { episodePurchase } from '../test/purchase-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadAfterIdCheck, loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { outcomeOf } from '../test/thrown.ts';
import * as thanksRoute from './purchase-thanks.tsx';

// The loader alone, after the id check; a guest is turned away before it, by the route's guard
// (loadThroughMiddleware).
const { default: PurchaseThanks, loader: thanksLoader, meta: thanksMeta } = thanksRoute;

type Context = ReturnType<typeof fakeLoadContext>['context'];

describe('purchase thanks loader', () => {
  const thanks = (path: string, context: Context, id = '5') =>
    loadAfterIdCheck(thanksLoader, middlewareArgs(path, context, {}, { id }));

  it('sends a guest to log in, coming back to the thanks page', async () => {
    const { context } = purchaseApi(guestUserStatus(NOW));
    const { status, location } = await outcomeOf(
      () =>
        loadThroughMiddleware(
          thanksRoute,
          middlewareArgs('/episodes/5/purchase_thanks?purchase_id=81', context, {}, { id: '5' }),
        ),
      WEB,
    );
    expect(status).toBe(302);
    expect(location?.searchParams.get('destination')).toBe(`${WEB}/episodes/5/purchase_thanks?purchase_id=81`);
  });

  it('shows the purchase of this episode', async () => {
    const { context, calls } = purchaseApi(memberStatus('free'));
    const page = await loadThroughMiddleware(
      thanksRoute,
      middlewareArgs('/episodes/5/purchase_thanks?purchase_id=81', context, {}, { id: '5' }),
    );
    expect(page.purchase).toMatchObject({ id: 81, status: 'completed', episode: { id: 5 } });
    expect(calledPaths(calls)).toEqual(['/v1/users/statuses', '/v1/episode/purchase/81']);
  });

  it("answers 404 for another episode's purchase under this episode's address", async () => {
    const { context } = purchaseApi(memberStatus('free'));
    const thrown = await outcomeOf(() => thanks('/episodes/6/purchase_thanks?purchase_id=81', context, '6'), WEB);
    expect(thrown).toMatchObject({ status: 404, data: 'Page Not Found: /episodes/6/purchase_thanks' });
  });

  it('answers 404 for a purchase the API does not show this member', async () => {
    const { context } = purchaseApi(memberStatus('free'));
    const thrown = await outcomeOf(() => thanks('/episodes/5/purchase_thanks?purchase_id=82', context), WEB);
    expect(thrown).toMatchObject({ status: 404, data: { source: 'api', code: 4004 } });
  });

  it.each(['', '?purchase_id=', '?purchase_id=abc'])(
    'answers 404 without a purchase id (%s), calling no API',
    async (search) => {
      const { context, calls } = purchaseApi(memberStatus('free'));
      const thrown = await outcomeOf(() => thanks(`/episodes/5/purchase_thanks${search}`, context), WEB);
      expect(thrown.status).toBe(404);
      expect(calls).toHaveLength(0);
    },
  );
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

  it('says a refunded purchase was refunded, with its points back, and offers no playback', () => {
    const html = thanksPage({ refunded_at: '2026-11-20T15:00:00+09:00' });
    const text = textOf(html);
    expect(text).toContain('返金済みのご購入です');
    expect(text).toContain(
      'このご購入は2026年11月20日に返金されました。使用した500ptはお客様のポイントに戻っています。',
    );
    expect(linkNames(html)).not.toContain('再生する');
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
