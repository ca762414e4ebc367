import { describe, expect, it } from 'vitest';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderWithProps } from '../test/render-route.tsx';
import { metaArgs, metaTitle } from '../test/route-meta.ts';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { rulesApi, rulesRevision } from '../test/rules-api.ts';
import { routeErrorOf } from '../test/thrown.ts';
import * as route from './rules-service.tsx';

const FIRST = rulesRevision(
  'terms',
  1,
  '2025-04-01',
  [
    'この利用規約（以下「本規約」）は、本サービスの利用条件を定めるものです。',
    '',
    '第1条（適用）',
    '本規約は、本サービスの利用に関する一切の関係に適用されます。',
    '利用者は、本サービスを利用した時点で、本規約に同意したものとみなします。',
    '',
    '第2条（定義）',
    '本規約で使う用語の意味は、次のとおりとします。',
    '(1) 「利用者」：本サービスを利用するすべての方',
    '(2) 「会員」：会員登録を完了した方',
    '',
    '第3条（準拠法）',
    '本規約の解釈には、日本法を準拠法とします。',
  ].join('\n'),
);
const SECOND = rulesRevision('terms', 7, '2026-12-01', '第1条（適用）\n改定後の利用規約です。');

async function pageAt(path: string, revisions = [SECOND, FIRST]) {
  const { context, calls } = rulesApi('terms', revisions);
  const data = await loadThroughMiddleware(route, middlewareArgs(path, context));
  return { html: renderWithProps(route.default, data, path), calls };
}

describe('the terms page (/rules/service)', () => {
  it('draws the revision in force: the lead, one card per article, numbered clauses and (1) items', async () => {
    const { html, calls } = await pageAt('/rules/service', [FIRST]);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/rules/terms']);
    expect(metaTitle(route.meta(metaArgs('/rules/service')))).toBe('利用規約 | Hanabi');
    const text = textOf(html);
    expect(text).toContain('この利用規約（以下「本規約」）は、本サービスの利用条件を定めるものです。');
    expect(html).toContain('<h2');
    for (const heading of ['第1条（適用）', '第2条（定義）', '第3条（準拠法）']) expect(html).toContain(heading);
    expect(html).toMatch(
      /<ol class="legal-clauses"><li>本規約は、本サービスの利用に関する一切の関係に適用されます。<\/li>/,
    );
    expect(html).toContain('<ol class="legal-items"><li>「利用者」：本サービスを利用するすべての方</li>');
    expect(html).toContain('<div>本規約の解釈には、日本法を準拠法とします。</div>');
    expect(text).toContain('改定履歴 2025年4月1日 制定 （現在の版）');
  });

  it('lists every revision in force with its date, newest first; each opens the text as it was', async () => {
    const current = await pageAt('/rules/service');
    expect(textOf(current.html)).toContain('改定履歴 2026年12月1日 改定 （現在の版） 2025年4月1日 制定');
    expect(textOf(current.html)).toContain('改定後の利用規約です。');
    expect(linkNamed(current.html, '2026年12月1日 改定').attributes).toMatchObject({
      href: '/rules/service',
      'aria-current': 'page',
    });
    expect(linkNamed(current.html, '2025年4月1日 制定').attributes.href).toBe('/rules/service?revision=1');

    const past = await pageAt('/rules/service?revision=1');
    expect(past.calls.map((call) => call.url.pathname)).toEqual(['/v1/rules/terms', '/v1/rules/terms/revisions/1']);
    const text = textOf(past.html);
    expect(text).toContain('2025年4月1日に施行された以前の版を表示しています。 現在の版を見る');
    expect(text).toContain('日本法を準拠法とします');
    expect(text).not.toContain('改定後の利用規約です。');
    expect(linkNamed(past.html, '現在の版を見る').attributes.href).toBe('/rules/service');
    expect(linkNamed(past.html, '2025年4月1日 制定').attributes['aria-current']).toBe('page');
  });

  it('answers 404 for a revision the API does not show (a draft, not yet in force) and for an id that is none', async () => {
    const { context } = rulesApi('terms', [FIRST]);
    const statusOf = async (path: string) =>
      (await routeErrorOf(() => loadThroughMiddleware(route, middlewareArgs(path, context)))).status;
    expect(await statusOf('/rules/service?revision=8')).toBe(404);
    expect(await statusOf('/rules/service?revision=abc')).toBe(404);
  });
});
