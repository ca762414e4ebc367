import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_WEB_ORIGIN, type TestApi } from '../../test/build-test-api.ts';

describe('CORS', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  it('lets the web client read answers with credentials, errors included', async () => {
    for (const url of ['/v1/users/statuses', '/v1/no-such-thing']) {
      const response = await api.app.inject({ method: 'GET', url, headers: { origin: TEST_WEB_ORIGIN } });

      expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers.vary).toMatch(/Origin/);
    }
  });

  it("keeps Origin in Vary beside the shared-cache rule's Cookie on a guest answer a CDN may keep", async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { origin: TEST_WEB_ORIGIN },
    });

    expect(response.headers['cache-control']).toMatch(/s-maxage/);
    expect(String(response.headers.vary).split(/\s*,\s*/)).toEqual(expect.arrayContaining(['Origin', 'Cookie']));
  });

  it('allows the preflight of the web client, with its headers and every method the API uses', async () => {
    const response = await api.app.inject({
      method: 'OPTIONS',
      url: '/v1/users/statuses',
      headers: {
        origin: TEST_WEB_ORIGIN,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'content-type,x-requested-with,anime-user-tracking-id,x-debug-time',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['content-type', 'x-requested-with', 'anime-user-tracking-id', 'x-debug-time']) {
      expect(allowed).toContain(header);
    }
  });

  it('gives another origin nothing a browser would accept', async () => {
    const simple = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { origin: 'https://evil.example' },
    });
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/v1/users/statuses',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });

    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
