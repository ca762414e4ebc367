import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSuccess, title } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import { getApi, webRequestMiddleware } from './api.server.ts';
import { parseEnv } from './env.server.ts';
import { createLoadContext } from './load-context.ts';

describe('webRequestMiddleware', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds the API client from the load context of the web server', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      urls.push(input.toString());
      return apiSuccess(title(3));
    });
    const context = createLoadContext({
      env: parseEnv({ API_INTERNAL_URL: 'http://api.internal:4000' }),
      viewer: { url: 'http://localhost:3000/titles/3', headers: new Headers() },
    });
    await webRequestMiddleware(middlewareArgs('/titles/3', context), async () => {
      await getApi(context).getTitle(3);
      return new Response('page');
    });
    expect(urls).toEqual(['http://api.internal:4000/v1/titles/3']);
  });

  it('sends one new tracking id with every call of a first visit, but sets no cookie for it', async () => {
    const { context, calls, web } = fakeLoadContext(() => apiSuccess(title(1)));
    const response = await webRequestMiddleware(middlewareArgs('/titles/1', context), async () => {
      await web.api.getTitle(1);
      await web.api.getTitle(1);
      return new Response('page');
    });
    const trackingIds = calls.map((call) => call.headers.get('anime-user-tracking-id'));
    expect(trackingIds[0]).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(trackingIds[1]).toBe(trackingIds[0]);
    expect(response?.headers.get('set-cookie')).toBeNull();
  });

  it('sets no cookie when the viewer already has a tracking id', async () => {
    const { context, web } = fakeLoadContext(() => apiSuccess(title(1)), {
      cookie: 'user_tracking_id=AbCdEfGhIjKlMnOpQrStU',
    });
    const response = await webRequestMiddleware(middlewareArgs('/titles/1', context), async () => {
      await web.api.getTitle(1);
      return new Response('page');
    });
    expect(response?.headers.get('set-cookie')).toBeNull();
  });
});
