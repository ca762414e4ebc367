import { describe, expect, it } from 'vitest';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNamed, linkNames, textOf } from '../test/markup.ts';
import { noticeApi, page } from '../test/notice-api.ts';
import { renderWithProps } from '../test/render-route.tsx';
import { middlewareArgs } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import Notices, { loader as noticesLoader, meta as noticesMeta } from './notices.tsx';

describe('/notices', () => {
  it('lists every section newest first, with section tabs and links to each notice', async () => {
    const { context, calls } = noticeApi();
    const data = await noticesLoader(middlewareArgs('/notices', context));
    const html = renderWithProps(Notices, data, '/notices');

    const listCall = calls.find((call) => call.url.pathname === '/v1/notices');
    expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({ page: '1', per_page: '20' });
    expect(linkNames(html)).toEqual(
      expect.arrayContaining([
        'すべて',
        '重要なお知らせ',
        'メンテナンス',
        expect.stringContaining('二重請求に関するお詫び'),
      ]),
    );
    expect(linkNamed(html, 'すべて').attributes['aria-current']).toBe('true');
    expect(linkNamed(html, 'メンテナンス').attributes.href).toBe('/notices?section=maintenance');
    const hrefs = [...html.matchAll(/class="notice-row" href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['/notices/5', '/notices/apology_for_double_billing']);
    expect(textOf(html)).toContain('2025年9月30日 メンテナンス お知らせ5');
  });

  it('lists one section by its slug, on the page asked for, titled after it', async () => {
    const { context, calls } = noticeApi();
    const data = await noticesLoader(middlewareArgs('/notices?section=maintenance&page=2', context));

    const listCall = calls.find((call) => call.url.pathname === '/v1/notices');
    expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({
      section_id: '2',
      page: '2',
      per_page: '20',
    });
    const html = renderWithProps(Notices, data, '/notices?section=maintenance&page=2');
    expect(linkNamed(html, 'メンテナンス').attributes['aria-current']).toBe('true');
    const head = noticesMeta({ loaderData: data, matches: [] } as unknown as Parameters<typeof noticesMeta>[0]);
    expect(head).toContainEqual({ title: 'お知らせ（メンテナンス） | Hanabi' });
  });

  it('answers 404 for a section that does not exist', async () => {
    const { context } = noticeApi();
    expect(await routeErrorOf(() => noticesLoader(middlewareArgs('/notices?section=nowhere', context)))).toEqual({
      status: 404,
      data: 'Page Not Found: /notices',
    });
  });

  it('says so when a section has no notice yet', async () => {
    const { context } = noticeApi({ '/v1/notices': () => apiSuccess(page([])) });
    const html = renderWithProps(
      Notices,
      await noticesLoader(middlewareArgs('/notices?section=important', context)),
      '/notices',
    );
    expect(textOf(html)).toContain('現在、この種類のお知らせはありません。');
  });
});
