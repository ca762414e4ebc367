import { describe, expect, it } from 'vitest';
import { linkNamed, linkNames, linksIn, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import Faq, { loader as faqLoader, meta as faqMeta } from './faq.tsx';
import FaqEntryPage, { loader as faqEntryLoader, meta as faqEntryMeta } from './faq-entry.tsx';
import RulesService, { meta as rulesServiceMeta } from './rules-service.tsx';
import RulesServicePolicy from './rules-service-policy.tsx';
import RulesTokusyo from './rules-tokusyo.tsx';
import Support from './support.tsx';

/** Spec §2: the FAQ pages that exist. */
const FAQ_NUMBERS = [
  ...Array.from({ length: 43 }, (_, index) => index + 1).filter((n) => n !== 27),
  44,
  45,
  46,
  48,
  49,
  50,
  51,
  52,
  53,
  54,
  56,
  61,
  62,
  63,
  65,
  67,
  68,
];

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

function metaTitle(descriptors: ReturnType<typeof faqMeta>): unknown {
  const found = descriptors.find((descriptor) => 'title' in descriptor);
  return found && 'title' in found ? found.title : undefined;
}

const metaArgs = (path: string, loaderData: unknown = null) =>
  ({ matches: [], location: { pathname: path }, loaderData }) as never;

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

  it('answers with the real prices and payment methods of the product', () => {
    const price = faqEntryLoader(faqEntryArgs('10')).entry.answer.join('');
    expect(price).toContain('ライト（月額550円・税込）');
    expect(price).toContain('プレミアム（月額1,100円・税込）');
    const methods = faqEntryLoader(faqEntryArgs('15')).entry.answer.join('');
    expect(methods).toContain('クレジットカード、au かんたん決済、d払い、ソフトバンクまとめて支払い');
  });
});

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

describe('rules pages', () => {
  it('terms of use: membership, plans, points, prohibited acts, Japanese law and the Tokyo District Court', () => {
    const html = renderRoute(RulesService, null, '/rules/service');
    const text = textOf(html);
    expect(metaTitle(rulesServiceMeta(metaArgs('/rules/service')))).toBe('利用規約 | Hanabi');
    for (const heading of ['第3条（会員登録）', '第5条（有料プラン）', '第7条（ポイント）', '第11条（禁止事項）']) {
      expect(html).toContain(heading);
    }
    expect(text).toContain('ライト（月額550円・税込）');
    expect(text).toContain('プレミアム（月額1,100円・税込）');
    expect(text).toContain('日本法を準拠法とします');
    expect(text).toContain('東京地方裁判所を第一審の専属的合意管轄裁判所とします');
  });

  it('特定商取引法に基づく表記: seller, prices, payment methods, cancellation, environment', () => {
    const html = renderRoute(RulesTokusyo, null, '/rules/tokusyo');
    const text = textOf(html);
    expect(text).toContain('販売業者 株式会社Hanabi');
    expect(text).toContain('所在地 請求があった場合は遅滞なく開示します');
    expect(text).toContain('電話番号 請求があった場合は遅滞なく開示します');
    expect(text).toContain('ライト：月額550円（税込）');
    expect(text).toContain('プレミアム：月額1,100円（税込）');
    expect(text).toContain('月額料金：クレジットカード、au かんたん決済、d払い、ソフトバンクまとめて支払い');
    expect(text).toContain('返品・キャンセル');
    expect(linkNamed(html, 'お問い合わせフォーム').attributes.href).toBe('/support/inquiry');
    expect(linkNamed(html, '推奨環境').attributes.href).toBe('/requirement');
  });

  it('service policy: content, mature content behind the age check, privacy', () => {
    const text = textOf(renderRoute(RulesServicePolicy, null, '/rules/service-policy'));
    expect(text).toContain('成人向け作品の取扱い');
    expect(text).toContain('18歳以上であると回答された方にだけ表示します');
    expect(text).toContain('個人情報の取扱い（概要）');
  });
});
