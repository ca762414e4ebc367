import { describe, expect, it } from 'vitest';
import { linkNamed, linksIn } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import Support from './support.tsx';

describe('support page', () => {
  it('leads to the FAQ by topic, the inquiry form, notices, the rules, the environment and the guide', () => {
    const html = renderRoute(Support, null, '/support');
    expect(html).toContain('<h1 class="list-header__heading">サポート</h1>');
    expect(linkNamed(html, 'お問い合わせフォームへ').attributes.href).toBe('/support/inquiry');
    const hrefs = new Set(linksIn(html).map((link) => link.attributes.href));
    for (const href of [
      '/faq',
      '/faq#topic-payment',
      '/notices',
      '/rules/service',
      '/rules/tokusyo',
      '/rules/service-policy',
      '/requirement',
      '/guide',
    ]) {
      expect(hrefs, href).toContain(href);
    }
  });
});
