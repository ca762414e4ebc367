import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import type { PointBalances } from '../features/purchase/purchase-offer.ts';
import { purchaseOffer } from '../features/purchase/purchase-offer.ts';
import { apiSuccess, episode, IN_DEFAULT, memberStatus, NOW, title } from '../test/fixtures.ts';
import { ACCOUNTS, calledPaths, type fakeLoadContext, WEB } from '../test/loader-context.ts';
import { buttonsIn, linkNamed, linkNames, textOf } from '../test/markup.ts';
import { KEY, purchaseApi } from '../test/purchase-api.ts';
import { episodeDetail } from '../test/purchase-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadAfterIdCheck, loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { outcomeOf } from '../test/thrown.ts';
import * as confirmRoute from './purchase-confirm.tsx';

// The loader alone, after the id check; a guest is turned away before it, by the route's guards
// (loadThroughMiddleware).
const { default: PurchaseConfirm, loader: confirmLoader, meta: confirmMeta } = confirmRoute;

type Context = ReturnType<typeof fakeLoadContext>['context'];

/** A request for the confirm page of episode 5 at `path` by a member of `status`, with the API calls it made. */
function memberRequest(path: string, status: UserStatus) {
  const api = purchaseApi(status);
  return { ...middlewareArgs(path, api.context, {}, { id: '5' }), calls: api.calls };
}

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
    advice: null,
  };
  return renderRoute(PurchaseConfirm, loaderData, CONFIRM_PATH);
}

describe('purchase confirm loader', () => {
  const confirm = (path: string, context: Context, id = '5') =>
    loadAfterIdCheck(confirmLoader, middlewareArgs(path, context, {}, { id }));

  it('sends a guest to log in, coming back to this confirm page', async () => {
    const { context, calls } = purchaseApi(guestUserStatus(NOW));
    const { status, location } = await outcomeOf(
      () =>
        loadThroughMiddleware(
          confirmRoute,
          middlewareArgs('/episodes/5/purchase_confirm?tid=3', context, {}, { id: '5' }),
        ),
      WEB,
    );
    expect(status).toBe(302);
    expect(`${location?.origin}${location?.pathname}`).toBe(`${ACCOUNTS}/login`);
    expect(location?.searchParams.get('destination')).toBe(`${WEB}/episodes/5/purchase_confirm?tid=3`);
    expect(calledPaths(calls)).toEqual(['/v1/users/statuses']);
  });

  it('gives a page opened without an intent a new one, keeping its other parameters', async () => {
    const { context, calls } = purchaseApi(memberStatus('free'));
    const { status, location } = await outcomeOf(() => confirm('/episodes/5/purchase_confirm?tid=3', context), WEB);
    expect(status).toBe(302);
    expect(location?.pathname).toBe('/episodes/5/purchase_confirm');
    expect(location?.searchParams.get('tid')).toBe('3');
    expect(location?.searchParams.get('intent')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calledPaths(calls)).toEqual(['/v1/users/statuses']);
  });

  it('makes a different intent each time the page is opened afresh, and replaces one that is not a key', async () => {
    const intents = await Promise.all(
      ['/episodes/5/purchase_confirm', '/episodes/5/purchase_confirm?intent=abc'].map(async (path) => {
        const { context } = purchaseApi(memberStatus('free'));
        return (await outcomeOf(() => confirm(path, context), WEB)).location?.searchParams.get('intent');
      }),
    );
    expect(intents[0]).not.toBe(intents[1]);
    expect(intents[1]).not.toBe('abc');
  });

  it('keeps the intent of the address across reloads, and shows the episode with its spend', async () => {
    const { context, calls } = purchaseApi(
      memberStatus('free', { current_gift_points: 300, current_festa_points: 1000 }),
    );
    const page = await confirm(`/episodes/5/purchase_confirm?tid=3&intent=${KEY}`, context);
    expect(page.intent).toBe(KEY);
    expect(page.episode.title.name).toBe('星降る町');
    expect(page.offer).toMatchObject({ kind: 'buy', spend: { gift: 300, festa: 200 }, after: { gift: 0, festa: 800 } });
    expect(calledPaths(calls)).toEqual([
      '/v1/users/statuses',
      '/v1/episodes/5',
      '/v1/titles/3',
      '/v1/users/title_access',
    ]);
    // Neither the title nor the member's holdings could be read here: the page stands, without advice.
    expect(page.advice).toBeNull();
  });

  it('advises the plan when buying the rest of the title costs as much as a month of it, or more', async () => {
    const sold = [5, 6, 7].map((id) => episode(id, { is_free: false, price_points: 220, included_plan_ids: [1, 2] }));
    const { context } = purchaseApi(memberStatus('free', { current_festa_points: 1000 }), {
      '/v1/titles/3': () => apiSuccess(title(3, { episodes: sold })),
      '/v1/users/title_access': () => apiSuccess({ plan_id: null, owned_episode_ids: [], resume: null }),
    });
    const page = await confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, context);

    expect(page.advice).toEqual({ episodeCount: 3, totalPoints: 660, plan: 'lite' });
    const html = renderRoute(PurchaseConfirm, page, CONFIRM_PATH);
    expect(textOf(html)).toContain('残り3話を購入すると660pt。ライトプランなら月額550円（税込）で見放題。');
  });

  it('takes a reloaded page whose intent already bought the episode to that purchase’s thanks page', async () => {
    const owned = (key: string) => () =>
      apiSuccess(episodeDetail(5, { access: 'owned', owned_purchase: { id: 81, idempotency_key: key } }));
    const sameIntent = purchaseApi(memberStatus('free'), { '/v1/episodes/5': owned(KEY) });
    const thrown = await outcomeOf(
      () => confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, sameIntent.context),
      WEB,
    );
    expect(thrown.status).toBe(302);
    expect(`${thrown.location?.pathname}${thrown.location?.search}`).toBe('/episodes/5/purchase_thanks?purchase_id=81');

    // Bought earlier through another intent: the page says the episode is owned.
    const otherIntent = purchaseApi(memberStatus('free'), { '/v1/episodes/5': owned('an-earlier-intent-key') });
    const page = await confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, otherIntent.context);
    expect(page.offer).toMatchObject({ kind: 'owned' });
  });

  it('offers the top-up page, coming back to this page without the intent (a new one after the top-up)', async () => {
    const { context } = purchaseApi(memberStatus('free', { current_gift_points: 0, current_festa_points: 100 }));
    const page = await confirm(`/episodes/5/purchase_confirm?tid=3&intent=${KEY}`, context);
    expect(page.offer).toMatchObject({ kind: 'short', missing: 400 });
    const topUp = new URL(page.topUpUrl);
    expect(`${topUp.origin}${topUp.pathname}`).toBe(`${ACCOUNTS}/points`);
    expect(topUp.searchParams.get('destination')).toBe(`${WEB}/episodes/5/purchase_confirm?tid=3`);
  });

  it('lets members without a paid plan go to the plans, not lite or premium members', async () => {
    const free = await confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, purchaseApi(memberStatus('free')).context);
    const lite = await confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, purchaseApi(memberStatus('lite')).context);
    expect(free.canJoinPlan).toBe(true);
    expect(lite.canJoinPlan).toBe(false);
  });

  it.each(['abc', '0', '007'])(
    'answers 404 Page Not Found for /episodes/%s/purchase_confirm without calling the API',
    async (id) => {
      const { context, calls } = purchaseApi(memberStatus('free'));
      const thrown = await outcomeOf(() => confirm(`/episodes/${id}/purchase_confirm`, context, id), WEB);
      expect(thrown).toMatchObject({ status: 404, data: `Page Not Found: /episodes/${id}/purchase_confirm` });
      expect(calls).toHaveLength(0);
      // Rule 1 comes before the login guard: a guest gets the 404 too, not the login page.
      const guest = purchaseApi(guestUserStatus(NOW));
      const guestThrown = await outcomeOf(
        () =>
          loadThroughMiddleware(
            confirmRoute,
            middlewareArgs(`/episodes/${id}/purchase_confirm`, guest.context, {}, { id }),
          ),
        WEB,
      );
      expect(guestThrown).toMatchObject({ status: 404, data: `Page Not Found: /episodes/${id}/purchase_confirm` });
      expect(guest.calls).toHaveLength(0);
    },
  );

  it('answers 404 when the API knows no such episode', async () => {
    const { context } = purchaseApi(memberStatus('free'));
    const thrown = await outcomeOf(() => confirm(`/episodes/6/purchase_confirm?intent=${KEY}`, context, '6'), WEB);
    expect(thrown).toMatchObject({ status: 404, data: { source: 'api', code: 4004 } });
  });
});

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

describe('purchase confirm with the redirect-to-inquiry guard', () => {
  const confirmPath = `/episodes/5/purchase_confirm?intent=${KEY}`;

  it('sends a member whose card is in default to the inquiry page before anything is loaded', async () => {
    const request = memberRequest(confirmPath, IN_DEFAULT);
    const thrown = await loadThroughMiddleware(confirmRoute, request).then(
      () => new Response('the page was shown'),
      (error: Response) => error,
    );
    expect(thrown.status).toBe(302);
    const location = new URL(thrown.headers.get('Location') ?? '', WEB);
    expect(location.pathname).toBe('/support/inquiry');
    expect(location.searchParams.get('backward_path')).toBe(confirmPath);
    expect(request.calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it('lets a member in good standing confirm the purchase', async () => {
    const page = await loadThroughMiddleware(confirmRoute, memberRequest(confirmPath, memberStatus('lite')));
    expect(page.episode.id).toBe(5);
  });
});
