import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApi, webRequestMiddleware } from '../lib/api.server.ts';
import { parseEnv } from '../lib/env.server.ts';
import { createLoadContext } from '../lib/load-context.ts';
import { apiFailure, apiSuccess, title } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { loader as notFoundLoader } from './not-found.tsx';
import { loader as titleLoader } from './title.tsx';

/** The route error a loader threw (`data(…, { status })`), or a failure when it threw nothing. */
async function thrownBy(run: () => unknown): Promise<{ data: unknown; status: number | undefined }> {
  try {
    await run();
  } catch (error) {
    const thrown = error as { data: unknown; init: ResponseInit | null };
    return { data: thrown.data, status: thrown.init?.status };
  }
  throw new Error('the loader did not throw');
}

const args = <Params extends Record<string, string>>(
  path: string,
  params: Params,
  context: ReturnType<typeof fakeLoadContext>['context'],
) => ({
  request: new Request(`http://localhost:3000${path}`),
  params,
  context,
  url: new URL(`http://localhost:3000${path}`),
  pattern: '',
});

describe('title loader', () => {
  it('loads the title of a valid id', async () => {
    const { context, calls } = fakeLoadContext(() => apiSuccess(title(7)));
    const result = await titleLoader(args('/titles/7', { id: '7' }, context));
    expect(result.title?.name).toBe('作品7');
    expect(calls[0]?.url.pathname).toBe('/v1/titles/7');
  });

  it.each(['abc', '0', '-3', '1.5', '007'])(
    'answers 404 Page Not Found for /titles/%s without calling the API',
    async (id) => {
      const { context, calls } = fakeLoadContext(() => apiSuccess(title(1)));
      const thrown = await thrownBy(() => titleLoader(args(`/titles/${id}`, { id }, context)));
      expect(thrown).toEqual({ status: 404, data: `Page Not Found: /titles/${id}` });
      expect(calls).toHaveLength(0);
    },
  );

  it('answers 404 when the API does not know the title', async () => {
    const { context } = fakeLoadContext(() => apiFailure(404, 4004, 'お探しのページは見つかりませんでした。'));
    const thrown = await thrownBy(() => titleLoader(args('/titles/99999999', { id: '99999999' }, context)));
    expect(thrown.status).toBe(404);
    expect(thrown.data).toMatchObject({ source: 'api', code: 4004 });
  });

  it('keeps 4003 (outside Japan) recognisable for the error page', async () => {
    const { context } = fakeLoadContext(() =>
      apiFailure(403, 4003, 'このサービスは日本国内でのみご利用いただけます。'),
    );
    const thrown = await thrownBy(() => titleLoader(args('/titles/1', { id: '1' }, context)));
    expect(thrown.status).toBe(403);
    expect(thrown.data).toMatchObject({ code: 4003 });
  });
});

describe('catch-all loader', () => {
  it('answers 404 Page not found with the path', async () => {
    const { context } = fakeLoadContext(() => apiSuccess(null));
    const thrown = await thrownBy(() => notFoundLoader(args('/no/such/page', { '*': 'no/such/page' }, context)));
    expect(thrown).toEqual({ status: 404, data: 'Page not found: /no/such/page' });
  });
});

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
    await webRequestMiddleware(args('/titles/3', { id: '3' }, context), async () => {
      await getApi(context).getTitle(3);
      return new Response('page');
    });
    expect(urls).toEqual(['http://api.internal:4000/v1/titles/3']);
  });

  it('sends a newly created tracking-id cookie back with the response', async () => {
    const { context, calls, web } = fakeLoadContext(() => apiSuccess(title(1)));
    const response = await webRequestMiddleware(args('/titles/1', { id: '1' }, context), async () => {
      await web.api.getTitle(1);
      return new Response('page');
    });
    const trackingId = calls[0]?.headers.get('anime-user-tracking-id');
    expect(trackingId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(response?.headers.get('set-cookie')).toMatch(
      new RegExp(`^user_tracking_id=${trackingId}; Max-Age=31536000; Path=/; SameSite=Lax`),
    );
  });

  it('sets no cookie when the viewer already has a tracking id', async () => {
    const { context, web } = fakeLoadContext(() => apiSuccess(title(1)), {
      cookie: 'user_tracking_id=AbCdEfGhIjKlMnOpQrStU',
    });
    const response = await webRequestMiddleware(args('/titles/1', { id: '1' }, context), async () => {
      await web.api.getTitle(1);
      return new Response('page');
    });
    expect(response?.headers.get('set-cookie')).toBeNull();
  });
});
