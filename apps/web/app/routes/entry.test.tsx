import { describe, expect, it } from 'vitest';
import { freeOffer, givesGuestsTheWayBack, guestOffer, sendsPaidMembersHome } from '../test/entry-offers.ts';
import { apiFailure, apiSuccess, historyItem, memberStatus, subscribeHistories } from '../test/fixtures.ts';
import { ACCOUNTS, WEB } from '../test/loader-context.ts';
import { linkNamed, linkNames, textOf } from '../test/markup.ts';
import { memberApi } from '../test/member-api.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaOf } from '../test/route-meta.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import Entry, { loader as entryLoader, meta as entryMeta } from './entry.tsx';

describe('entry pages', () => {
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

  it('has its own title and description', () => {
    expect(metaOf(entryMeta)).toContainEqual({ title: 'プランのご案内 | Hanabi' });
    const description = metaOf(entryMeta).find((descriptor) => descriptor.name === 'description');
    expect(description?.content).toContain('月額550円（税込）');
  });
});

describe('entry page loaders', () => {
  it.each([['/entry', entryLoader]] as const)(
    'send lite and premium members home from %s (302 to /)',
    sendsPaidMembersHome,
  );

  it.each([['/entry', entryLoader]] as const)(
    'give a guest on %s registration and login coming back to the page',
    givesGuestsTheWayBack,
  );

  it('gives a free member the plan entry of the sign-in service, coming back home', async () => {
    const { context } = memberApi(memberStatus('free'));
    const { offer } = await entryLoader(middlewareArgs('/entry', context));
    if (offer.audience !== 'free') throw new Error('expected the free-member offer');
    for (const plan of ['lite', 'premium'] as const) {
      const entry = new URL(offer.entryUrls[plan]);
      expect(entry.origin + entry.pathname).toBe(`${ACCOUNTS}/entry`);
      expect(Object.fromEntries(entry.searchParams)).toEqual({ plan, design: '1', destination: `${WEB}/` });
    }
    expect(offer.isReentry).toBe(false);
  });

  it('recognises a free member who had a plan before (the re-entry appeal)', async () => {
    const { context } = memberApi(memberStatus('free'), {
      '/v1/users/subscribe_histories': () => apiSuccess(subscribeHistories([historyItem()])),
    });
    const { offer } = await entryLoader(middlewareArgs('/entry', context));
    expect(offer).toMatchObject({ audience: 'free', isReentry: true });
  });

  it('shows the plans without the appeal when the history cannot be read', async () => {
    const { context } = memberApi(memberStatus('free'), {
      '/v1/users/subscribe_histories': () => apiFailure(500, 5000, '技術的な問題が発生しました。'),
    });
    const { offer } = await entryLoader(middlewareArgs('/entry', context));
    expect(offer).toMatchObject({ audience: 'free', isReentry: false });
  });
});
