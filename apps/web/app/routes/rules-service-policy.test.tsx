import { describe, expect, it } from 'vitest';
import { textOf } from '../test/markup.ts';
import { renderWithProps } from '../test/render-route.tsx';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { rulesApi, rulesRevision } from '../test/rules-api.ts';
import * as route from './rules-service-policy.tsx';

const BODY = [
  '株式会社Hanabiは、次の方針で「Hanabi」を運営します。',
  '',
  '1. 配信する作品について',
  '配信するすべての作品は、権利者から正式に許諾を得たものです。',
  '',
  '2. 成人向け作品の取扱い',
  '成人向けの表現を含む作品は、一般向けの作品と分けて扱います。',
  '(1) 表示する前に年齢確認を行います。',
].join('\n');

describe('サービスポリシー (/rules/service-policy)', () => {
  it('draws its numbered sections as articles from the service_policy document', async () => {
    const { context, calls } = rulesApi('service_policy', [rulesRevision('service_policy', 3, '2025-04-01', BODY)]);
    const data = await loadThroughMiddleware(route, middlewareArgs('/rules/service-policy', context));
    const html = renderWithProps(route.default, data, '/rules/service-policy');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/rules/service_policy']);
    expect(html).toContain('1. 配信する作品について</h2>');
    expect(html).toContain('2. 成人向け作品の取扱い</h2>');
    expect(html).toContain('<ol class="legal-items"><li>表示する前に年齢確認を行います。</li></ol>');
    expect(textOf(html)).toContain('株式会社Hanabiは、次の方針で「Hanabi」を運営します。');
  });
});
