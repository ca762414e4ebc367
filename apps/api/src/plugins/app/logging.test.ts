import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

describe('request logs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  it('logs a request once, answered, under the id the answer carries, without its credentials', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/genre_groups',
      headers: { cookie: 'festa_auth=session-secret', authorization: 'Bearer token-secret' },
    });

    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = api.logs().filter((line) => line.reqId === requestId);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/^GET \/v1\/genre_groups 200 [\d.]+ ms$/),
        route: '/v1/genre_groups',
        status: 200,
      }),
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('session-secret');
    expect(logged).not.toContain('token-secret');
  });

  it('logs a call of the web server’s page rendering under the request id the web server sent', async () => {
    await api.app.inject({ method: 'GET', url: '/v1/genre_groups', headers: { 'x-request-id': 'lb-page-42' } });

    expect(api.logs()).toContainEqual(
      expect.objectContaining({ reqId: 'lb-page-42', msg: expect.stringMatching(/^GET \/v1\/genre_groups 200/) }),
    );
  });

  it('redacts credentials from the lines that log a request with its headers', () => {
    api.app.log.warn({ req: { headers: { cookie: 'festa_auth=session-secret' } } }, 'a request worth a look');

    const logged = JSON.stringify(api.logs().at(-1));
    expect(logged).not.toContain('session-secret');
    expect(logged).toContain('[redacted]');
  });

  it('keeps a request id set by the load balancer, and replaces one that is not safe to log', async () => {
    const kept = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    const replaced = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b\nc' } });

    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
