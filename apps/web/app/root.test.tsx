import { API_ERRORS, guestUserStatus, UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  StaticRouterProvider,
  useRouteError,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/root';
import { Header } from './features/header/header.tsx';
import { viewerTier } from './lib/viewer-tier.ts';
import { ErrorBoundary, loader as rootLoader } from './root.tsx';
import { loader as myLoader } from './routes/my.tsx';
import * as titleRoute from './routes/title.tsx';
import { apiFailure, apiSuccess, memberStatus } from './test/fixtures.ts';
import { fakeLoadContext } from './test/loader-context.ts';
import { linkNames, textOf } from './test/markup.ts';
import { memberApi } from './test/member-api.ts';
import { noticeApi, summary } from './test/notice-api.ts';
import { middlewareArgs } from './test/route-middleware.ts';

/** The root's error boundary with the error as a prop, as framework mode hands it over. */
function RootErrorBoundary() {
  return <ErrorBoundary {...({ error: useRouteError() } as Route.ErrorBoundaryProps)} />;
}

/**
 * Spec §8: a page whose API call answers 503 — as the API does while its database is unreachable (decision
 * 0031) — is the congestion page: HTTP 503, the congestion message, and a way back to the top. Rendered the
 * way the server renders a page: React Router's static handler runs the title route's middleware and loader,
 * the root error boundary shows what they threw.
 */
async function renderTitlePage(answer: () => Response) {
  const api = fakeLoadContext(answer);
  const routes = [
    {
      id: 'root',
      path: '/',
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'title',
          path: 'titles/:id',
          middleware: titleRoute.middleware as never,
          loader: titleRoute.loader as never,
          Component: () => null,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request('http://localhost:3000/titles/7');
  let rendered: { status: number; html: string } | undefined;
  await handler.query(request, {
    requestContext: api.context,
    generateMiddlewareResponse: async (query) => {
      const context = await query(request);
      if (context instanceof Response) throw new Error(`the page answered a ${context.status} redirect`);
      const router = createStaticRouter(handler.dataRoutes, context);
      rendered = {
        status: context.statusCode,
        html: renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />),
      };
      return new Response(rendered.html, { status: rendered.status });
    },
  });
  if (!rendered) throw new Error('the page was not rendered');
  return rendered;
}

describe('the congestion page', () => {
  it('is what a page shows, with HTTP 503, when the API answers 503 with its congestion code', async () => {
    const page = await renderTitlePage(() =>
      apiFailure(503, API_ERRORS.unavailable.code, API_ERRORS.unavailable.message),
    );
    expect(page.status).toBe(503);
    expect(page.html).toContain('data-error-code="5003"');
    expect(textOf(page.html)).toContain(UNAVAILABLE_PAGE_MESSAGE);
    expect(linkNames(page.html)).toContain('トップへ戻る');
  });
});

describe('sign-in links', () => {
  it('come back to WEB_ORIGIN, even for a request with a forged Host header', async () => {
    const { context } = fakeLoadContext(
      () => apiSuccess(guestUserStatus('2025-10-01T00:00:00+09:00')),
      { host: 'evil.example' },
      { WEB_ORIGIN: 'https://hanabi.example/', ACCOUNTS_ORIGIN: 'https://accounts.example' },
    );
    const request = new Request('http://evil.example/titles/3?tid=1', { headers: { Host: 'evil.example' } });
    const root = await rootLoader({
      request,
      params: {},
      context,
      url: new URL(request.url),
      pattern: '',
    } as Parameters<typeof rootLoader>[0]);
    expect(root.siteOrigin).toBe('https://hanabi.example');
    expect(viewerTier(root.userStatus)).toBe('guest');

    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/titles/3?tid=1']}>
        <Header
          tier={viewerTier(root.userStatus)}
          accountsOrigin={root.env.ACCOUNTS_ORIGIN}
          siteOrigin={root.siteOrigin}
          menu={{ open: false, controls: 'site-drawer', onToggle: () => undefined }}
        />
      </MemoryRouter>,
    );
    const destinations = [...html.matchAll(/href="(https:\/\/accounts\.example\/[^"]+)"/g)].map((match) =>
      new URL((match[1] ?? '').replaceAll('&amp;', '&')).searchParams.get('destination'),
    );
    expect(destinations).toEqual(['https://hanabi.example/titles/3?tid=1', 'https://hanabi.example/titles/3?tid=1']);
    expect(html).not.toContain('evil.example');
  });
});

describe('root loader', () => {
  it('gives the page shell the viewer status, asked once however many loaders need it', async () => {
    const { context, calls } = memberApi(memberStatus('lite'));
    const [root, my] = await Promise.all([
      rootLoader(middlewareArgs('/my', context) as Parameters<typeof rootLoader>[0]),
      myLoader(middlewareArgs('/my', context)),
    ]);
    expect(root.userStatus?.subscribed_plan_id).toBe(1);
    expect(my.status.subscribed_plan_id).toBe(1);
    expect(calls.filter((call) => call.url.pathname === '/v1/users/statuses')).toHaveLength(1);
  });

  it('renders the shell as a guest when the status call fails', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/statuses': () => apiFailure(503, 5003, '混雑しています。'),
    });
    const root = await rootLoader(middlewareArgs('/', context) as Parameters<typeof rootLoader>[0]);
    expect(root.userStatus).toBeNull();
  });
});

describe('the page shell', () => {
  it('carries the urgent notice from the root loader, and none when the call fails', async () => {
    const urgent = summary(9, { urgent_until: '2025-10-04T12:00:00+09:00' });
    const { context } = noticeApi({ '/v1/notices/urgent_notice': () => apiSuccess(urgent) });
    const root = await rootLoader(middlewareArgs('/', context) as Parameters<typeof rootLoader>[0]);
    expect(root.urgentNotice).toEqual(urgent);

    const failing = noticeApi({ '/v1/notices/urgent_notice': () => apiFailure(503, 5003, '混雑しています。') });
    const shell = await rootLoader(middlewareArgs('/', failing.context) as Parameters<typeof rootLoader>[0]);
    expect(shell.urgentNotice).toBeNull();
  });
});
