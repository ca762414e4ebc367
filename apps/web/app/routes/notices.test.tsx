import { guestUserStatus, type Notice, type NoticeSummary } from '@hanabi/contract';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as rootLoader } from '../root.tsx';
import { apiFailure, apiSuccess, memberStatus, NOW } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { linkNamed, linkNames, textOf } from '../test/markup.ts';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import Notices, { loader as noticesLoader, meta as noticesMeta } from './notices.tsx';
import { loader as apologyLoader } from './notices-apology-for-double-billing.tsx';
import NoticeDetail, { loader as detailLoader } from './notices-detail.tsx';
import * as newArrivalsRoute from './notices-new-arrivals.tsx';
import NoticesUrgency, { loader as urgencyLoader } from './notices-urgency.tsx';

const WEB = 'https://hanabi.example';
const ACCOUNTS = 'https://accounts.hanabi.example';
const sections = [
  { id: 1, slug: 'important', name: '重要なお知らせ' },
  { id: 2, slug: 'maintenance', name: 'メンテナンス' },
];
const summary = (id: number, fields: Partial<NoticeSummary> = {}): NoticeSummary => ({
  id,
  slug: null,
  section: sections[1] ?? { id: 2, slug: 'maintenance', name: 'メンテナンス' },
  title: `お知らせ${id}`,
  published_at: '2025-09-30T12:00:00+09:00',
  urgent_until: null,
  ...fields,
});
const apology: Notice = {
  ...summary(3, { slug: 'apology_for_double_billing', title: '二重請求に関するお詫び' }),
  body: '一部のお客様に二重に請求しました。\n\n【返金について】\n全額を返金しました。',
};
const page = (items: NoticeSummary[], total = items.length) => ({
  items,
  pagination: { page: 1, per_page: 20, total, total_pages: Math.ceil(total / 20) },
});

/** A fake API answering the notice calls by path, and 404 for anything else. */
function noticeApi(answers: Record<string, () => Response> = {}) {
  return fakeLoadContext(
    (url) => {
      const answer = answers[url.pathname];
      if (answer) return answer();
      if (url.pathname === '/v1/notice_sections') return apiSuccess({ items: sections });
      if (url.pathname === '/v1/notices') return apiSuccess(page([summary(5), apology]));
      if (url.pathname === '/v1/users/statuses') return apiSuccess(guestUserStatus(NOW));
      return apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');
    },
    {},
    { WEB_ORIGIN: WEB, ACCOUNTS_ORIGIN: ACCOUNTS },
  );
}

function args<Params extends Record<string, string>>(
  path: string,
  context: ReturnType<typeof fakeLoadContext>['context'],
  params: Params = {} as Params,
) {
  const request = new Request(`http://127.0.0.1:3000${path}`);
  return { request, params, context, url: new URL(request.url), pattern: '' };
}

/** The route error a loader threw (`data(…, { status })` or a redirect Response). */
async function thrownBy(run: () => Promise<unknown>): Promise<{ status: number | undefined; data: unknown }> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: thrown.headers.get('Location') };
    const routeError = thrown as { data: unknown; init: ResponseInit | null };
    return { status: routeError.init?.status, data: routeError.data };
  }
  throw new Error('the loader did not throw');
}

function render(Component: ComponentType<never>, loaderData: unknown, path = '/notices'): string {
  const RouteComponent = Component as ComponentType<Record<string, unknown>>;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <RouteComponent loaderData={loaderData} params={{}} matches={[]} />
    </MemoryRouter>,
  );
}

describe('/notices', () => {
  it('lists every section newest first, with section tabs and links to each notice', async () => {
    const { context, calls } = noticeApi();
    const data = await noticesLoader(args('/notices', context));
    const html = render(Notices, data);

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
    const data = await noticesLoader(args('/notices?section=maintenance&page=2', context));

    const listCall = calls.find((call) => call.url.pathname === '/v1/notices');
    expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({
      section_id: '2',
      page: '2',
      per_page: '20',
    });
    const html = render(Notices, data, '/notices?section=maintenance&page=2');
    expect(linkNamed(html, 'メンテナンス').attributes['aria-current']).toBe('true');
    const head = noticesMeta({ loaderData: data, matches: [] } as unknown as Parameters<typeof noticesMeta>[0]);
    expect(head).toContainEqual({ title: 'お知らせ（メンテナンス） | Hanabi' });
  });

  it('answers 404 for a section that does not exist', async () => {
    const { context } = noticeApi();
    expect(await thrownBy(() => noticesLoader(args('/notices?section=nowhere', context)))).toEqual({
      status: 404,
      data: 'Page Not Found: /notices',
    });
  });

  it('says so when a section has no notice yet', async () => {
    const { context } = noticeApi({ '/v1/notices': () => apiSuccess(page([])) });
    const html = render(Notices, await noticesLoader(args('/notices?section=important', context)));
    expect(textOf(html)).toContain('現在、この種類のお知らせはありません。');
  });
});

describe('notice pages', () => {
  it('show the notice with its date in Japan time and its paragraphs', async () => {
    const { context, calls } = noticeApi({ '/v1/notices/3': () => apiSuccess(apology) });
    const data = await detailLoader(args('/notices/3', context, { id: '3' }));
    const html = render(NoticeDetail, data, '/notices/3');

    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/notices/3']);
    expect(html).toContain('<h1');
    expect(textOf(html)).toContain('メンテナンス 2025年9月30日 二重請求に関するお詫び');
    expect(html).toContain('<p>一部のお客様に二重に請求しました。</p><p>【返金について】<br/>全額を返金しました。</p>');
    expect(linkNamed(html, 'お知らせ一覧へ').attributes.href).toBe('/notices');
  });

  it('load the fixed pages by their slug', async () => {
    const { context, calls } = noticeApi({ '/v1/notices/apology_for_double_billing': () => apiSuccess(apology) });
    const data = await apologyLoader(args('/notices/apology_for_double_billing', context));
    expect(data.notice.title).toBe('二重請求に関するお詫び');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/notices/apology_for_double_billing']);
  });

  it('answer 404 for a notice the API does not show, and for an id that is not one', async () => {
    const { context } = noticeApi();
    expect((await thrownBy(() => detailLoader(args('/notices/99', context, { id: '99' })))).status).toBe(404);
    expect(await thrownBy(() => detailLoader(args('/notices/abc', context, { id: 'abc' })))).toEqual({
      status: 404,
      data: 'Page Not Found: /notices/abc',
    });
  });
});

describe('/notices/urgency', () => {
  it('shows the urgent notice whole', async () => {
    const urgent = { ...apology, urgent_until: '2025-10-04T12:00:00+09:00' };
    const { context } = noticeApi({
      '/v1/notices/urgent_notice': () => apiSuccess(urgent),
      '/v1/notices/3': () => apiSuccess(urgent),
    });
    const html = render(NoticesUrgency, await urgencyLoader(args('/notices/urgency', context)));
    expect(textOf(html)).toContain('全額を返金しました。');
  });

  it('says there is none when no notice is urgent', async () => {
    const { context } = noticeApi({ '/v1/notices/urgent_notice': () => apiSuccess(null) });
    const html = render(NoticesUrgency, await urgencyLoader(args('/notices/urgency', context)));
    expect(textOf(html)).toBe('緊急のお知らせ 現在、緊急のお知らせはありません。 お知らせ一覧へ');
  });
});

describe('/notices/new_arrivals', () => {
  it('sends a guest to log in, coming back to the page', async () => {
    const { context, calls } = noticeApi();
    const { status, data } = await thrownBy(() =>
      loadThroughMiddleware(newArrivalsRoute, args('/notices/new_arrivals', context)),
    );
    expect(status).toBe(302);
    const location = new URL(String(data));
    expect(location.origin + location.pathname).toBe(`${ACCOUNTS}/login`);
    expect(location.searchParams.get('destination')).toBe(`${WEB}/notices/new_arrivals`);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it('lists a member the titles to come', async () => {
    const { context, calls } = noticeApi({
      '/v1/users/statuses': () => apiSuccess(memberStatus('free')),
      '/v1/title/scheduled_deliveries': () => apiSuccess(page([])),
    });
    const data = await loadThroughMiddleware(newArrivalsRoute, args('/notices/new_arrivals?page=2', context));
    expect(data.releases.ok).toBe(true);
    const listCall = calls.find((call) => call.url.pathname === '/v1/title/scheduled_deliveries');
    expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({ page: '2', per_page: '20' });
  });
});

describe('the page shell', () => {
  it('carries the urgent notice from the root loader, and none when the call fails', async () => {
    const urgent = summary(9, { urgent_until: '2025-10-04T12:00:00+09:00' });
    const { context } = noticeApi({ '/v1/notices/urgent_notice': () => apiSuccess(urgent) });
    const root = await rootLoader(args('/', context) as Parameters<typeof rootLoader>[0]);
    expect(root.urgentNotice).toEqual(urgent);

    const failing = noticeApi({ '/v1/notices/urgent_notice': () => apiFailure(503, 5003, '混雑しています。') });
    const shell = await rootLoader(args('/', failing.context) as Parameters<typeof rootLoader>[0]);
    expect(shell.urgentNotice).toBeNull();
  });
});
