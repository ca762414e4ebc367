import { describe, expect, it } from 'vitest';
import { FAQ_NUMBERS } from '../test/faq-numbers.ts';
import { linkNamed, linkNames, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaArgs, metaTitle } from '../test/route-meta.ts';
import Faq, { loader as faqLoader, meta as faqMeta } from './faq.tsx';

describe('FAQ pages', () => {
  it('has exactly the pages of the spec, every question different', () => {
    const { groups } = faqLoader();
    const numbers = groups.flatMap((group) => group.entries.map((entry) => entry.number)).sort((a, b) => a - b);
    expect(numbers).toEqual(FAQ_NUMBERS);
    const questions = groups.flatMap((group) => group.entries.map((entry) => entry.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('points only to pages that exist, never to a missing FAQ number', () => {
    const { groups } = faqLoader();
    for (const entry of groups.flatMap((group) => group.entries)) {
      for (const link of entry.related) {
        const faq = /^\/faq\/(\d+)$/.exec(link.to);
        if (faq) expect(FAQ_NUMBERS, `/faq/${entry.number} → ${link.to}`).toContain(Number(faq[1]));
        expect(link.to, `/faq/${entry.number}`).toMatch(/^\//);
      }
    }
  });

  it('lists every question on the index under its topic, each linking to its page', () => {
    const data = faqLoader();
    const html = renderRoute(Faq, data, '/faq');
    expect(metaTitle(faqMeta(metaArgs('/faq')))).toBe('よくある質問 | Hanabi');
    const text = textOf(html);
    for (const topic of ['会員登録・ログイン', 'プラン・料金', 'お支払い', '解約・退会', '視聴・再生']) {
      expect(text).toContain(topic);
    }
    expect(linkNamed(html, 'Q 会員登録のしかたを教えてください。').attributes.href).toBe('/faq/1');
    expect(linkNamed(html, 'Q 動画をダウンロードして、オフラインで見られますか。').attributes.href).toBe('/faq/38');
    expect(linkNames(html).filter((name) => name.startsWith('Q '))).toHaveLength(FAQ_NUMBERS.length);
  });
});
