import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, title } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import { action as answerAction, loader as answerLoader } from './age-check.ts';
import * as titleRoute from './title.tsx';

const SITE = 'https://hanabi.example';
const R18 = title(40, { name: '午後五時からの恋人', display_group: 'mature_group', is_age_restriction_r18: true });
const GENERAL = title(2, { name: '星降る町' });

function catalogue(envInput = { WEB_ORIGIN: SITE }) {
  return fakeLoadContext(
    (url) => {
      if (url.pathname === '/v1/titles/40') return apiSuccess(R18);
      if (url.pathname === '/v1/titles/2') return apiSuccess(GENERAL);
      return apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');
    },
    {},
    envInput,
  );
}

type Context = ReturnType<typeof fakeLoadContext>['context'];

function titleArgs(path: string, context: Context, headers: Record<string, string> = {}) {
  const request = new Request(`http://127.0.0.1:3000${path}`, { headers });
  const id = new URL(request.url).pathname.split('/')[2] ?? '';
  return { request, params: { id }, context, url: new URL(request.url), pattern: '' };
}

/** What the title route answers for a request, through its guard: the loader's data, or a redirect. */
async function openTitle(path: string, headers: Record<string, string> = {}) {
  const api = catalogue();
  const apiCalls = () => api.calls.map((call) => call.url.pathname);
  try {
    const data = await loadThroughMiddleware(titleRoute, titleArgs(path, api.context, headers));
    return { data, redirect: null, apiCalls: apiCalls() };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { data: null, redirect: thrown.headers.get('Location'), apiCalls: apiCalls() };
  }
}

function renderTitleRoute(loaderData: unknown): string {
  const Page = titleRoute.default as unknown as (props: { loaderData: unknown }) => React.ReactElement;
  return renderToStaticMarkup(
    <MemoryRouter>
      <Page loaderData={loaderData} />
    </MemoryRouter>,
  );
}

describe('title page with the age-permission guard', () => {
  it('sends a viewer without checked_age from an R18 title to its age check', async () => {
    const result = await openTitle('/titles/40', { referer: `${SITE}/titles/2` });
    expect(result.redirect).toBe('/titles/40?check_age=true&backward_path=%2Ftitles%2F2');
    expect(result.apiCalls).toEqual(['/v1/titles/40']);
  });

  it('shows the age check in place of the R18 title: none of the title reaches the page', async () => {
    const result = await openTitle('/titles/40?check_age=true&backward_path=%2Ftitles%2F2');
    expect(result.data).toEqual({
      ageCheck: { backwardPath: '/titles/2' },
      title: null,
      related: null,
      viewerLists: null,
    });
    const html = renderTitleRoute(result.data);
    expect(textOf(html)).toContain('18歳以上ですか？');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['はい']);
    expect(html).not.toContain('午後五時からの恋人');
    const meta = titleRoute.meta({ loaderData: result.data } as Parameters<typeof titleRoute.meta>[0]);
    expect(meta).toEqual([{ title: '年齢確認 | Hanabi' }, { name: 'robots', content: 'noindex' }]);
  });

  it('shows an R18 title to a viewer with checked_age, asking the API once', async () => {
    const result = await openTitle('/titles/40', { cookie: 'checked_age=1' });
    expect(result.data?.title?.name).toBe('午後五時からの恋人');
    expect(result.apiCalls.filter((path) => path.startsWith('/v1/titles/'))).toEqual(['/v1/titles/40']);
    expect(textOf(renderTitleRoute(result.data))).not.toContain('18歳以上ですか？');
  });

  it('shows a general title to anyone, the guard and the page sharing one call', async () => {
    const result = await openTitle('/titles/2');
    expect(result.data).toMatchObject({ ageCheck: null, title: { name: '星降る町' } });
    expect(result.apiCalls.filter((path) => path.startsWith('/v1/titles/'))).toEqual(['/v1/titles/2']);
  });

  it('answers 404 for an address that is not a title id, calling no API', async () => {
    const api = catalogue();
    const thrown = await loadThroughMiddleware(titleRoute, titleArgs('/titles/abc', api.context)).catch(
      (error: { data: unknown; init: ResponseInit }) => error,
    );
    expect(thrown).toMatchObject({ data: 'Page Not Found: /titles/abc', init: { status: 404 } });
    expect(api.calls).toHaveLength(0);
  });
});

describe('the age check answer (POST /age_check)', () => {
  async function answer(body: Record<string, string>, headers: Record<string, string> = {}, webOrigin = SITE) {
    const { context } = catalogue({ WEB_ORIGIN: webOrigin });
    const request = new Request('http://127.0.0.1:3000/age_check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
    });
    return answerAction({ request, params: {}, context, url: new URL(request.url), pattern: '' });
  }

  it('records checked_age for a year and returns to backward_path', async () => {
    const response = await answer({ backward_path: '/titles/2?tid=9' }, { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/titles/2?tid=9');
    expect(response.headers.get('Set-Cookie')).toBe('checked_age=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is not Secure on a plain-http local site, where the browser would drop it', async () => {
    const response = await answer({ backward_path: '/' }, {}, 'http://localhost:3000');
    expect(response.headers.get('Set-Cookie')).toBe('checked_age=1; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a scheme-relative host', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('returns home instead of to %s', async (_case, hostile) => {
    const response = await answer({ backward_path: hostile });
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^checked_age=1;/);
  });

  it('refuses an answer posted from another site, recording nothing', async () => {
    const response = await answer({ backward_path: '/' }, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it("refuses an answer from another site's page in a browser without Sec-Fetch-Site, by its Origin", async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await answer({ backward_path: '/' }, { origin });
      expect(response.status).toBe(403);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    const own = await answer({ backward_path: '/' }, { origin: 'http://127.0.0.1:3000' });
    expect(own.status).toBe(303);
  });

  it('sends someone who opens the address home', () => {
    const response = answerLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });
});
