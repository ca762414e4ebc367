import { describe, expect, it } from 'vitest';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderWithProps } from '../test/render-route.tsx';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { rulesApi, rulesRevision } from '../test/rules-api.ts';
import * as route from './rules-tokusyo.tsx';

const BODY = [
  '有料プランとポイントの販売について、特定商取引法に基づき表示します。',
  '',
  '【販売業者】',
  '株式会社Hanabi',
  '',
  '【メールアドレス】',
  '[お問い合わせフォーム](/support/inquiry)からご連絡ください。',
  'いただいたお問い合わせには、ご入力のメールアドレスへご返信します。',
  '',
  '【動作環境】',
  '[推奨環境](/requirement)のページをご確認ください。[外のサイト](https://example.com)',
].join('\n');

describe('特定商取引法に基づく表記 (/rules/tokusyo)', () => {
  it('draws the rows as a table, a value of several lines as a list, site links as links', async () => {
    const { context } = rulesApi('tokusho', [rulesRevision('tokusho', 2, '2025-04-01', BODY)]);
    const data = await loadThroughMiddleware(route, middlewareArgs('/rules/tokusyo', context));
    const html = renderWithProps(route.default, data, '/rules/tokusyo');
    const text = textOf(html);
    expect(text).toContain('有料プランとポイントの販売について、特定商取引法に基づき表示します。');
    expect(text).toContain('販売条件の表示');
    expect(html).toContain('<caption class="visually-hidden">特定商取引法に基づく表記</caption>');
    expect(html).toContain('<th scope="row">販売業者</th><td>株式会社Hanabi</td>');
    expect(html).toContain('<ul class="legal-lines"><li><a');
    expect(linkNamed(html, 'お問い合わせフォーム').attributes.href).toBe('/support/inquiry');
    expect(linkNamed(html, '推奨環境').attributes.href).toBe('/requirement');
    // Only the site's own pages are links: an address elsewhere stays its text.
    expect(text).toContain('外のサイト');
    expect(html).not.toContain('https://example.com');
    expect(text).toContain('改定履歴 2025年4月1日 制定 （現在の版）');
  });
});
