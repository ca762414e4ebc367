import { afterEach, describe, expect, it, vi } from 'vitest';
import { titleOriginMiddleware, titlePageIdOf, withTitleOrigin } from './title-origin.ts';

const SITE = 'https://anime.hanabi.example';
const at = (address: string) => new URL(address, SITE);

describe('tid: leaving a title page (spec §2 rule 3)', () => {
  it.each([
    ['/titles/12', '/', '/?tid=12'],
    ['/titles/12', '/titles/13', '/titles/13?tid=12'],
    ['/titles/12#episodes', '/my?tab=list#top', '/my?tab=list&tid=12#top'],
    ['/titles/12?tid=4', '/entry', '/entry?tid=12'],
    ['/titles/12', '/titles/13?tid=4&x=%E3%81%82', '/titles/13?x=%E3%81%82&tid=12'],
    ['/titles/12/', '/my', '/my?tid=12'],
  ])('from %s to %s goes to %s', (from, to, target) => {
    expect(withTitleOrigin(at(from), at(to))).toBe(target);
  });

  it.each([
    ['the same title, to an anchor', '/titles/12', '/titles/12#episodes'],
    ['the same title, with another query', '/titles/12', '/titles/12?page=2'],
    ['a page that is not a title page', '/', '/titles/12'],
    ['a malformed title address', '/titles/abc', '/'],
    ['another site', '/titles/12', 'https://comic.hanabi.example/'],
    ['a target that already names the title', '/titles/12', '/my?tid=12'],
  ])('adds nothing for %s', (_case, from, to) => {
    expect(withTitleOrigin(at(from), at(to))).toBeNull();
  });

  it('reads title pages by the route id rule', () => {
    expect(titlePageIdOf('/titles/7')).toBe(7);
    expect(titlePageIdOf('/titles/007')).toBeNull();
    expect(titlePageIdOf('/titles/7/episodes')).toBeNull();
  });
});

describe('titleOriginMiddleware', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function navigate(from: string, to: string, method = 'GET') {
    vi.stubGlobal('window', { location: { href: `${SITE}${from}` } });
    const url = at(to);
    try {
      return {
        passed: await titleOriginMiddleware({ request: new Request(url, { method }), url }, async () => 'loaded'),
      };
    } catch (error) {
      return { redirectedTo: (error as Response).headers.get('Location') };
    }
  }

  it('redirects a navigation that leaves the title page the browser shows', async () => {
    expect(await navigate('/titles/12', '/my')).toEqual({ redirectedTo: '/my?tid=12' });
    expect(await navigate('/titles/12', '/my?tid=12')).toEqual({ passed: 'loaded' });
  });

  it('lets Back and Forward through: the browser already shows where they go', async () => {
    expect(await navigate('/', '/')).toEqual({ passed: 'loaded' });
  });

  it('leaves form posts alone', async () => {
    expect(await navigate('/titles/12', '/age_check', 'POST')).toEqual({ passed: 'loaded' });
  });
});
