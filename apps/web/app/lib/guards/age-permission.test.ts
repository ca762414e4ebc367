import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, title } from '../../test/fixtures.ts';
import { fakeLoadContext } from '../../test/loader-context.ts';
import { middlewareArgs } from '../../test/route-middleware.ts';
import { agePermission, pendingAgeCheck } from './age-permission.server.ts';

const SITE = 'https://hanabi.example';
const R18_TITLE = 40;
const GENERAL_TITLE = 2;

/** A fake API knowing one R18 title and one general title. */
function titlesApi() {
  return fakeLoadContext(
    (url) => {
      if (url.pathname === `/v1/titles/${R18_TITLE}`) {
        return apiSuccess(title(R18_TITLE, { display_group: 'mature_group', is_age_restriction_r18: true }));
      }
      if (url.pathname === `/v1/titles/${GENERAL_TITLE}`) return apiSuccess(title(GENERAL_TITLE));
      return apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');
    },
    {},
    { WEB_ORIGIN: SITE },
  );
}

interface Visit {
  cookie?: string;
  referer?: string;
}

/** Runs the guard for a request of `path`: it lets the page through, or redirects (as the browser follows it). */
async function visit(path: string, { cookie, referer }: Visit = {}) {
  const api = titlesApi();
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (referer) headers.referer = referer;
  const apiCalls = () => api.calls.map((call) => call.url.pathname);
  try {
    let passed = false;
    await agePermission(middlewareArgs(path, api.context, headers), async () => {
      passed = true;
      return new Response('page');
    });
    return { passed, redirect: null, ageCheck: pendingAgeCheck(api.context), apiCalls: apiCalls() };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const location = new URL(thrown.headers.get('Location') ?? '', SITE);
    const redirect = {
      status: thrown.status,
      path: location.pathname,
      query: Object.fromEntries(location.searchParams),
    };
    return { passed: false, redirect, ageCheck: null, apiCalls: apiCalls() };
  }
}

describe('agePermission on title pages', () => {
  it('lets a viewer with the checked_age cookie through without asking about the title', async () => {
    const result = await visit(`/titles/${R18_TITLE}`, { cookie: 'checked_age=1' });
    expect(result).toMatchObject({ passed: true, ageCheck: null, apiCalls: [] });
  });

  it('counts the cookie as set whatever it holds', async () => {
    expect((await visit(`/titles/${R18_TITLE}`, { cookie: 'checked_age=yes' })).passed).toBe(true);
  });

  it('lets anyone see a title that is not R18', async () => {
    const result = await visit(`/titles/${GENERAL_TITLE}`);
    expect(result).toMatchObject({ passed: true, ageCheck: null, apiCalls: [`/v1/titles/${GENERAL_TITLE}`] });
  });

  it('sends a viewer without the cookie from an R18 title to its age check, remembering the previous page', async () => {
    const result = await visit(`/titles/${R18_TITLE}?tid=${GENERAL_TITLE}`, {
      referer: `${SITE}/titles/${GENERAL_TITLE}`,
    });
    expect(result.passed).toBe(false);
    expect(result.redirect).toEqual({
      status: 302,
      path: `/titles/${R18_TITLE}`,
      query: { check_age: 'true', backward_path: `/titles/${GENERAL_TITLE}` },
    });
  });

  it('remembers home as the previous page when there is none, or it is the same page', async () => {
    expect((await visit(`/titles/${R18_TITLE}`)).redirect?.query.backward_path).toBe('/');
    const reload = await visit(`/titles/${R18_TITLE}`, { referer: `${SITE}/titles/${R18_TITLE}` });
    expect(reload.redirect?.query.backward_path).toBe('/');
  });

  it("does not remember another site's page", async () => {
    const result = await visit(`/titles/${R18_TITLE}`, { referer: 'https://evil.example/titles/2' });
    expect(result.redirect?.query.backward_path).toBe('/');
  });

  it('shows the age check on an R18 title asked for with check_age, returning to backward_path', async () => {
    const result = await visit(`/titles/${R18_TITLE}?check_age=true&backward_path=%2Ftitles%2F2%3Ftid%3D9`);
    expect(result).toMatchObject({ passed: true, redirect: null, ageCheck: { backwardPath: '/titles/2?tid=9' } });
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses the hostile backward_path %s, returning home instead',
    async (hostile) => {
      const query = new URLSearchParams({ check_age: 'true', backward_path: hostile });
      const result = await visit(`/titles/${R18_TITLE}?${query}`);
      expect(result.ageCheck).toEqual({ backwardPath: '/' });
    },
  );

  it('shows the age check for any check_age value: the content needs the cookie', async () => {
    const result = await visit(`/titles/${R18_TITLE}?check_age=false`);
    expect(result.ageCheck).toEqual({ backwardPath: '/' });
  });

  it('shows an R18 title with the cookie even when the address still asks for the check', async () => {
    const result = await visit(`/titles/${R18_TITLE}?check_age=true&backward_path=%2F`, { cookie: 'checked_age=1' });
    expect(result).toMatchObject({ passed: true, ageCheck: null });
  });

  it('leaves an address that is not a title id to the page (404) without calling the API', async () => {
    expect(await visit('/titles/abc')).toMatchObject({ passed: true, ageCheck: null, apiCalls: [] });
  });

  it('fails with the status of the title call when the title cannot be read', async () => {
    await expect(visit('/titles/99')).rejects.toMatchObject({ init: { status: 404 }, data: { code: 4004 } });
  });
});

describe('agePermission on other guarded pages', () => {
  it('gates /exclusive_titles only when asked for with is_mature=true, keeping is_mature', async () => {
    expect((await visit('/exclusive_titles')).passed).toBe(true);
    expect((await visit('/exclusive_titles?is_mature=false')).passed).toBe(true);
    const mature = await visit('/exclusive_titles?is_mature=true', { referer: `${SITE}/` });
    expect(mature.redirect).toEqual({
      status: 302,
      path: '/exclusive_titles',
      query: { check_age: 'true', backward_path: '/', is_mature: 'true' },
    });
    const checking = await visit('/exclusive_titles?check_age=true&backward_path=%2F&is_mature=true');
    expect(checking.ageCheck).toEqual({ backwardPath: '/' });
  });

  it('gates a guarded campaign as a whole, whatever its query says', async () => {
    const result = await visit('/campaigns/list-eroge?is_mature=false', { referer: `${SITE}/campaign_list` });
    expect(result.redirect).toEqual({
      status: 302,
      path: '/campaigns/list-eroge',
      query: { check_age: 'true', backward_path: '/campaign_list' },
    });
    expect((await visit('/campaigns/list-eroge', { cookie: 'checked_age=1' })).passed).toBe(true);
  });
});
