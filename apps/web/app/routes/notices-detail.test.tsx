import { describe, expect, it } from 'vitest';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { apology, noticeApi } from '../test/notice-api.ts';
import { renderWithProps } from '../test/render-route.tsx';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import * as detailRoute from './notices-detail.tsx';

describe('notice pages', () => {
  it('show the notice with its date in Japan time and its paragraphs', async () => {
    const { context, calls } = noticeApi({ '/v1/notices/3': () => apiSuccess(apology) });
    const data = await loadThroughMiddleware(detailRoute, middlewareArgs('/notices/3', context, {}, { id: '3' }));
    const html = renderWithProps(detailRoute.default, data, '/notices/3');

    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/notices/3']);
    expect(html).toContain('<h1');
    expect(textOf(html)).toContain('メンテナンス 2025年9月30日 二重請求に関するお詫び');
    expect(html).toContain('<p>一部のお客様に二重に請求しました。</p><p>【返金について】<br/>全額を返金しました。</p>');
    expect(linkNamed(html, 'お知らせ一覧へ').attributes.href).toBe('/notices');
  });

  it('answer 404 for a notice the API does not show, and for an id that is not one', async () => {
    const { context } = noticeApi();
    expect(
      (
        await routeErrorOf(() =>
          loadThroughMiddleware(detailRoute, middlewareArgs('/notices/99', context, {}, { id: '99' })),
        )
      ).status,
    ).toBe(404);
    expect(
      await routeErrorOf(() =>
        loadThroughMiddleware(detailRoute, middlewareArgs('/notices/abc', context, {}, { id: 'abc' })),
      ),
    ).toEqual({
      status: 404,
      data: 'Page Not Found: /notices/abc',
    });
  });
});
