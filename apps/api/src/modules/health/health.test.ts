import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

describe('GET /health', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  it('answers 200 with status ok when the database answers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 2000, contents: { status: 'ok', database: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the database unreachable, still in the envelope, once the database is closed', async () => {
    const broken = await buildTestApi();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/health' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 2000, contents: { status: 'degraded', database: 'unreachable' } });
    } finally {
      await broken.close();
    }
  });
});
