import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

describe('request logs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  it('tags every line with the request id the answer carries, and redacts credentials', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/health',
      headers: { cookie: 'festa_auth=session-secret', authorization: 'Bearer token-secret' },
    });

    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = api.logs().filter((line) => line.reqId === requestId);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('session-secret');
    expect(logged).not.toContain('token-secret');
    expect(logged).toContain('[redacted]');
  });

  it('keeps a request id set by the load balancer, and replaces one that is not safe to log', async () => {
    const kept = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    const replaced = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b\nc' } });

    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
