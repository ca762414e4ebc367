/**
 * Spec §8: a page whose API call answers 503 — as the API does while its database is unreachable (decision
 * 0031) — is the congestion page: HTTP 503, the congestion message, and a way back to the top. Rendered the
 * way the server renders a page: React Router's static handler runs the loader, the root error boundary shows
 * what it threw.
 */
import { API_ERRORS, UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from '../+types/root';
import { ErrorBoundary } from '../root.tsx';
import { apiFailure } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { linkNames, textOf } from '../test/markup.ts';
import { loader as titleLoader } from './title.tsx';

/** The root's error boundary with the error as a prop, as framework mode hands it over. */
function RootErrorBoundary() {
  return <ErrorBoundary {...({ error: useRouteError() } as Route.ErrorBoundaryProps)} />;
}

async function renderTitlePage(answer: () => Response) {
  const api = fakeLoadContext(answer);
  const routes = [
    {
      id: 'root',
      path: '/',
      ErrorBoundary: RootErrorBoundary,
      children: [{ id: 'title', path: 'titles/:id', loader: titleLoader as never, Component: () => null }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost:3000/titles/7'), { requestContext: api.context });
  if (context instanceof Response) throw new Error(`the page answered a ${context.status} redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    status: context.statusCode,
    html: renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />),
  };
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
