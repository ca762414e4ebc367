import { describe, expect, it } from 'vitest';
import { failingFaqApi, faqApi, faqEntry } from '../test/faq-api.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { metaArgs, metaTitle } from '../test/route-meta.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import FaqEntryPage, { loader as faqEntryLoader, meta as faqEntryMeta } from './faq-entry.tsx';

const ENTRY = faqEntry(3, {
  topic: 'account',
  question: 'ログインできません。',
  answer: 'メールアドレスをご確認ください。\n\n時間をおいてお試しください。\n（最大30分）',
  related: [
    { label: 'パスワードを忘れたときは', to: '/faq/4' },
    { label: '推奨環境', to: '/requirement' },
  ],
});

const load = (context: ReturnType<typeof faqApi>['context'], number: string) =>
  faqEntryLoader(middlewareArgs(`/faq/${number}`, context, {}, { number }));

describe('an FAQ page', () => {
  it("shows the API's entry: its question as the heading, its paragraphs, its related pages and the ways onward", async () => {
    const { context, calls } = faqApi([ENTRY]);
    const data = await load(context, '3');
    const html = renderRoute(FaqEntryPage, data, '/faq/3');

    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/faq/3']);
    expect(html).toContain('<h1 class="list-header__heading">ログインできません。</h1>');
    expect(textOf(html)).toContain('会員登録・ログイン');
    expect(html).toContain(
      '<p>メールアドレスをご確認ください。</p><p>時間をおいてお試しください。<br/>（最大30分）</p>',
    );
    expect(linkNamed(html, 'パスワードを忘れたときは').attributes.href).toBe('/faq/4');
    expect(linkNamed(html, '推奨環境').attributes.href).toBe('/requirement');
    expect(linkNamed(html, '「会員登録・ログイン」の質問一覧').attributes.href).toBe('/faq#topic-account');
    expect(linkNamed(html, 'よくある質問トップへ').attributes.href).toBe('/faq');
    expect(linkNamed(html, 'お問い合わせ').attributes.href).toBe('/support/inquiry');
    const head = faqEntryMeta(metaArgs('/faq/3', data));
    expect(metaTitle(head)).toBe('ログインできません。 | Hanabi');
    expect(head).toContainEqual({
      name: 'description',
      content: 'メールアドレスをご確認ください。時間をおいてお試しください。（最大30分）',
    });
  });

  it('has no related pages section when the entry names none', async () => {
    const html = renderRoute(FaqEntryPage, await load(faqApi([faqEntry(9)]).context, '9'), '/faq/9');
    expect(textOf(html)).not.toContain('関連するページ');
  });

  it.each(['27', '0', '05', '1e1', 'abc', '-1'])('/faq/%s is the Page Not Found page', async (number) => {
    expect(await routeErrorOf(() => load(faqApi([ENTRY]).context, number))).toEqual({
      status: 404,
      data: `Page Not Found: /faq/${number}`,
    });
  });

  it("passes on the API's failure to the error page", async () => {
    expect((await routeErrorOf(() => load(failingFaqApi().context, '3'))).status).toBe(503);
  });
});
