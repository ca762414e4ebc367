import { describe, expect, it } from 'vitest';
import { failingFaqApi, faqApi, faqEntry } from '../test/faq-api.ts';
import { linkNamed, linkNames, linksIn, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaArgs, metaTitle } from '../test/route-meta.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import Faq, { loader as faqLoader, meta as faqMeta } from './faq.tsx';

const load = (context: ReturnType<typeof faqApi>['context']) => faqLoader(middlewareArgs('/faq', context));

describe('the FAQ index', () => {
  it('lists the published questions under their topics in the index order, each linking to its page', async () => {
    const { context, calls } = faqApi([
      // The API sends them by topic id, place and number; the page orders the topics as the index does.
      faqEntry(10, { topic: 'plans', question: 'プランの違いは何ですか。', position: 10 }),
      faqEntry(9, { topic: 'plans', question: 'ライトとは何ですか。', position: 20 }),
      faqEntry(1, { topic: 'account', question: '会員登録のしかたを教えてください。' }),
    ]);
    const html = renderRoute(Faq, await load(context), '/faq');

    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/faq']);
    expect(metaTitle(faqMeta(metaArgs('/faq')))).toBe('よくある質問 | Hanabi');
    expect(linkNames(html).filter((name) => name.startsWith('Q '))).toEqual([
      'Q 会員登録のしかたを教えてください。',
      'Q プランの違いは何ですか。',
      'Q ライトとは何ですか。',
    ]);
    expect(linkNamed(html, 'Q ライトとは何ですか。').attributes.href).toBe('/faq/9');
    // Only the topics that have a question, each a jump to its section.
    expect(linksIn(html).filter((link) => link.attributes.href?.startsWith('#'))).toEqual([
      expect.objectContaining({
        name: '会員登録・ログイン',
        attributes: expect.objectContaining({ href: '#topic-account' }),
      }),
      expect.objectContaining({ name: 'プラン・料金', attributes: expect.objectContaining({ href: '#topic-plans' }) }),
    ]);
    expect(textOf(html)).not.toContain('お支払い');
  });

  it('says so when there is no question, and offers a retry when the API fails', async () => {
    expect(textOf(renderRoute(Faq, await load(faqApi([]).context), '/faq'))).toContain(
      '現在、よくある質問はありません。',
    );
    const failed = textOf(renderRoute(Faq, await load(failingFaqApi().context), '/faq'));
    expect(failed).toContain('よくある質問を読み込めませんでした。時間をおいて再度お試しください。');
    expect(failed).toContain('よくある質問');
  });
});
