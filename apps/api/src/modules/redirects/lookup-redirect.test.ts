import { API_ERRORS } from '@hanabi/contract';
import { redirects } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

function lookup(api: TestApi, path: string) {
  return api.app.inject({ method: 'GET', url: '/v1/redirects/lookup', query: { path } });
}

describe('GET /v1/redirects/lookup', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
    await api.database.db.insert(redirects).values([
      { fromPath: '/lookup-test/old-campaign', toLocation: '/campaigns/new?refp=moved', status: 301 },
      { fromPath: '/lookup-test/comic', toLocation: 'https://comic.hanabi.example/works', status: 302 },
      { fromPath: '/lookup-test/switched-off', toLocation: '/notices', enabled: false },
      { fromPath: '/lookup-test/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B', toLocation: '/notices' },
    ]);
  });
  afterAll(() => api.close());

  it('answers where a path now lives, with the status to redirect with', async () => {
    const response = await lookup(api, '/lookup-test/old-campaign');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 2000, contents: { location: '/campaigns/new?refp=moved', status: 301 } });
  });

  it('answers an absolute URL as it is stored', async () => {
    const response = await lookup(api, '/lookup-test/comic');

    expect(response.json().contents).toEqual({ location: 'https://comic.hanabi.example/works', status: 302 });
  });

  it('finds a path asked for with a trailing slash', async () => {
    const response = await lookup(api, '/lookup-test/old-campaign/');

    expect(response.statusCode).toBe(200);
    expect(response.json().contents.location).toBe('/campaigns/new?refp=moved');
  });

  it('finds a path of Japanese words in the percent-encoded form a URL carries', async () => {
    const response = await lookup(api, '/lookup-test/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B');

    expect(response.json().contents.location).toBe('/notices');
  });

  it('finds the redirects of the demo seed', async () => {
    const response = await lookup(api, '/join');

    expect(response.json().contents).toEqual({ location: '/entry', status: 302 });
  });

  it.each(['/lookup-test/switched-off', '/lookup-test/nothing-here', '/lookup-test/OLD-CAMPAIGN', '/'])(
    'answers 404 in the error envelope for %j, which has no enabled redirect',
    async (path) => {
      const response = await lookup(api, path);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
    },
  );

  it.each([
    ['a path without its leading slash', 'lookup-test/old-campaign'],
    ['a scheme', 'https://evil.example/lookup-test/old-campaign'],
    ['a scheme-relative host', '//evil.example/lookup-test/old-campaign'],
    ['a backslash', '/\\evil.example'],
    ['a query', '/lookup-test/old-campaign?x=1'],
    ['a fragment', '/lookup-test/old-campaign#top'],
    ['a space', '/lookup-test/old campaign'],
    ['a control character', '/lookup-test/old-campaign\u0000'],
    ['characters a URL would percent-encode', '/lookup-test/お知らせ'],
    ['an empty path', ''],
    ['a path over 1,024 characters', `/${'a'.repeat(1024)}`],
  ])('answers 400 in Japanese for %s', async (_case, path) => {
    const response = await lookup(api, path);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field: 'querystring.path', reason: expect.any(String) }],
    });
  });

  it('answers 400 when the path is missing', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/v1/redirects/lookup' });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'querystring.path', reason: expect.any(String) }]);
  });
});
