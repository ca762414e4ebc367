import { afterEach, describe, expect, it, vi } from 'vitest';
import routes from '../routes.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { redirectLookupMiddleware } from './redirect-lookup.server.ts';

const SITE = 'http://localhost:3000';
const notFound = () => apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');

/** Runs the middleware for one request; says whether the page loaded or where the viewer was sent. */
async function request(address: string, answer: (url: URL) => Response, method = 'GET') {
  const fake = fakeLoadContext(answer);
  const url = new URL(address, SITE);
  const args = { request: new Request(url, { method }), url, context: fake.context, params: {}, pattern: '' };
  try {
    await redirectLookupMiddleware(args, async () => new Response('the page'));
    return { outcome: 'page loaded', calls: fake.calls };
  } catch (error) {
    const response = error as Response;
    return {
      outcome: {
        status: response.status,
        location: response.headers.get('Location'),
        fullPageLoad: response.headers.has('X-Remix-Reload-Document'),
      },
      calls: fake.calls,
    };
  }
}

describe('redirect lookup on every page request (spec §2 rule 4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks the API for the path, without its query', async () => {
    const { outcome, calls } = await request('/titles/3?tid=1', notFound);
    expect(outcome).toBe('page loaded');
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/v1/redirects/lookup?path=%2Ftitles%2F3',
    ]);
  });

  it('redirects inside the site with the status the operator chose, keeping the viewer’s other parameters', async () => {
    const { outcome } = await request('/campaigns/feature-2024fall?refp=mail&from=top', () =>
      apiSuccess({ location: '/campaigns/feature-2025fall?from=notice', status: 301 }),
    );
    expect(outcome).toEqual({
      status: 301,
      location: '/campaigns/feature-2025fall?from=notice&refp=mail',
      fullPageLoad: false,
    });
  });

  it('opens an absolute URL with a full page load', async () => {
    const { outcome } = await request('/comic', () =>
      apiSuccess({ location: 'https://comic.hanabi.example/works?id=1', status: 302 }),
    );
    expect(outcome).toEqual({ status: 302, location: 'https://comic.hanabi.example/works?id=1', fullPageLoad: true });
  });

  it('opens an absolute URL of the site itself with a full page load too', async () => {
    const { outcome } = await request('/join', () => apiSuccess({ location: `${SITE}/entry`, status: 302 }));
    expect(outcome).toEqual({ status: 302, location: '/entry', fullPageLoad: true });
  });

  it('loads the page as asked when the location is not allowlisted, or leads back to the same page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const elsewhere = await request('/comic', () => apiSuccess({ location: 'https://evil.example/', status: 302 }));
    const loop = await request('/join/', () => apiSuccess({ location: '/join?again=1', status: 302 }));
    expect([elsewhere.outcome, loop.outcome]).toEqual(['page loaded', 'page loaded']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('loads the page as asked when the API is down or answers nonsense', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = await request('/titles/3', () => apiFailure(503, 5003, 'ただいまアクセスが集中しています。'));
    const nonsense = await request('/titles/3', () => apiSuccess({ location: 'javascript:alert(1)', status: 302 }));
    expect([down.outcome, nonsense.outcome]).toEqual(['page loaded', 'page loaded']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('loads the page quietly for a viewer outside Japan, whom the page itself refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const abroad = await request('/titles/3', () =>
      apiFailure(403, 4003, 'このサービスは日本国内でのみご利用いただけます。'),
    );
    expect(abroad.outcome).toBe('page loaded');
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not ask for form posts, nor for a path no redirect can have', async () => {
    const post = await request('/age_check', notFound, 'POST');
    const odd = await request('/a|b', notFound);
    expect([post.outcome, odd.outcome]).toEqual(['page loaded', 'page loaded']);
    expect([...post.calls, ...odd.calls]).toEqual([]);
  });
});

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}

/** The route modules of routes.ts that render a page of their own (layouts only frame them). */
function pageFiles(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? pageFiles(entry.children) : [entry.file]));
}

describe('every page asks the server on a client navigation', () => {
  // React Router runs server middleware for a client navigation only when a server loader is to run: a page
  // without one would be entered without looking up its redirect (decision 0017).
  it.each(pageFiles(routes))('%s has a server loader if it renders a page', async (file) => {
    const module = (await import(/* @vite-ignore */ new URL(`../${file}`, import.meta.url).href)) as {
      default?: unknown;
      loader?: unknown;
    };
    // An action-only route (the answer of a form) renders nothing of its own.
    if (module.default !== undefined) expect(module.loader).toBeTypeOf('function');
  });
});
