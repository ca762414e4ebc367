import { describe, expect, it } from 'vitest';
import { FAQ_NUMBERS } from '../test/faq-numbers.ts';
import { linkNamed } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaArgs, metaTitle } from '../test/route-meta.ts';
import FaqEntryPage, { loader as faqEntryLoader, meta as faqEntryMeta } from './faq-entry.tsx';

const NOT_FAQ_PAGES = ['27', '47', '55', '57', '60', '64', '66', '69', '0', '100', '05', '1e1', 'abc', '-1'];

function faqEntryArgs(number: string) {
  return { params: { number }, request: new Request(`http://127.0.0.1:3000/faq/${number}`) } as Parameters<
    typeof faqEntryLoader
  >[0];
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('FAQ pages', () => {
  it.each(FAQ_NUMBERS)('/faq/%i is a page whose heading is its question, linking to the index and the form', (n) => {
    const data = faqEntryLoader(faqEntryArgs(String(n)));
    expect(data.entry.number).toBe(n);
    expect(data.entry.question).toMatch(/。$/);
    expect(data.entry.answer.length).toBeGreaterThan(0);

    const html = renderRoute(FaqEntryPage, data, `/faq/${n}`);
    expect(html).toContain(`<h1 class="list-header__heading">${data.entry.question}</h1>`);
    expect(linkNamed(html, 'よくある質問トップへ').attributes.href).toBe('/faq');
    expect(linkNamed(html, 'お問い合わせ').attributes.href).toBe('/support/inquiry');
    expect(metaTitle(faqEntryMeta(metaArgs(`/faq/${n}`, data)))).toBe(`${data.entry.question} | Hanabi`);
  });

  it.each(NOT_FAQ_PAGES)('/faq/%s answers 404', (number) => {
    expect(thrownBy(() => faqEntryLoader(faqEntryArgs(number)))).toMatchObject({
      data: `Page Not Found: /faq/${number}`,
      init: { status: 404 },
    });
  });

  it('answers with the real prices and payment methods of the product', () => {
    const price = faqEntryLoader(faqEntryArgs('10')).entry.answer.join('');
    expect(price).toContain('ライト（月額550円・税込）');
    expect(price).toContain('プレミアム（月額1,100円・税込）');
    const methods = faqEntryLoader(faqEntryArgs('15')).entry.answer.join('');
    expect(methods).toContain('クレジットカード、au かんたん決済、d払い、ソフトバンクまとめて支払い');
  });
});
