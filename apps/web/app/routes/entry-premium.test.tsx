import { describe, expect, it } from 'vitest';
import { freeOffer, givesGuestsTheWayBack, sendsPaidMembersHome } from '../test/entry-offers.ts';
import { linkNamed, linkNames } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaOf } from '../test/route-meta.ts';
import EntryPremium, { loader as entryPremiumLoader, meta as entryPremiumMeta } from './entry-premium.tsx';

describe('entry pages', () => {
  it('focuses /entry/premium on the premium plan', () => {
    const html = renderRoute(EntryPremium, { offer: freeOffer(false) }, '/entry/premium');
    expect(linkNames(html)).toContain('プレミアムプランに入会する');
    expect(linkNames(html)).not.toContain('ライトプランに入会する');
    expect(linkNamed(html, 'ライトプランと比べる').attributes.href).toBe('/entry');
  });

  it('has its own title', () => {
    expect(metaOf(entryPremiumMeta)).toContainEqual({ title: 'プレミアムプランのご案内 | Hanabi' });
  });
});

describe('entry page loaders', () => {
  it.each([['/entry/premium', entryPremiumLoader]] as const)(
    'send lite and premium members home from %s (302 to /)',
    sendsPaidMembersHome,
  );

  it.each([['/entry/premium', entryPremiumLoader]] as const)(
    'give a guest on %s registration and login coming back to the page',
    givesGuestsTheWayBack,
  );
});
