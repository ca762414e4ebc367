import { startMetricsServer } from '@hanabi/observability';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

describe('liveness and readiness', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  it('is live and ready when the database answers and every migration is applied', async () => {
    const live = await api.app.inject({ method: 'GET', url: '/health/live' });
    const ready = await api.app.inject({ method: 'GET', url: '/health/ready' });

    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', worker: 0 });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { accepting: 'ok', database: 'ok', migrations: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database cannot be reached, and still live', async () => {
    const broken = await buildTestApi();
    await broken.database.close();
    try {
      const ready = await broken.app.inject({ method: 'GET', url: '/health/ready' });
      const live = await broken.app.inject({ method: 'GET', url: '/health/live' });

      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failing' } });
      expect(live.statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('is not ready while the newest migration is not applied yet (an instance of the next deploy started early)', async () => {
    const early = await buildTestApi();
    try {
      await early.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await early.app.inject({ method: 'GET', url: '/health/ready' });

      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        checks: { accepting: 'ok', database: 'ok', migrations: 'failing' },
      });
    } finally {
      await early.close();
    }
  });

  it('is not ready once shutting down, before it stops answering', async () => {
    const stopping = await buildTestApi();
    try {
      stopping.app.readiness.beginShutdown();
      const ready = await stopping.app.inject({ method: 'GET', url: '/health/ready' });

      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { accepting: 'failing', database: 'ok' } });
    } finally {
      await stopping.close();
    }
  });
});

describe('metrics', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  async function scrape(url: string, token?: string): Promise<Response> {
    return fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  }

  it('counts requests by route pattern, never by address, on a port of their own behind a token', async () => {
    await api.app.inject({ method: 'GET', url: '/v1/titles/987654' });
    await api.app.inject({ method: 'GET', url: '/v1/titles/987655' });
    const token = 'a-scraper-token-of-the-test';
    const server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      token,
      metrics: { contentType: api.app.metrics.registry.contentType, text: () => api.app.metrics.registry.metrics() },
    });
    try {
      const withoutToken = await scrape(server.url);
      const withWrongToken = await scrape(server.url, 'not-the-token-at-all-sorry');
      const scraped = await scrape(server.url, token);
      const text = await scraped.text();

      expect(withoutToken.status).toBe(401);
      expect(withWrongToken.status).toBe(401);
      expect(scraped.status).toBe(200);
      expect(text).toMatch(
        /hanabi_http_request_duration_seconds_count\{service="api",method="GET",route="\/v1\/titles\/:id"\} 2/,
      );
      expect(text).toMatch(
        /hanabi_http_requests_total\{method="GET",route="\/v1\/titles\/:id",status="404",service="api"\} 2/,
      );
      expect(text).not.toContain('987654');
      expect(text).toMatch(/hanabi_job_queue_depth\{queue="media-packaging",service="api"\} 0/);
    } finally {
      await server.close();
    }
  });

  it('are not served on the API port itself', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/metrics' });

    expect(response.statusCode).toBe(404);
  });

  it('count cache lookups for the hit rate, through the hook other code uses', async () => {
    api.app.metrics.countCacheLookup('catalogue', true);
    api.app.metrics.countCacheLookup('catalogue', false);
    api.app.metrics.countCacheLookup('catalogue', true);

    const text = await api.app.metrics.registry.metrics();
    expect(text).toContain('hanabi_cache_lookups_total{cache="catalogue",result="hit",service="api"} 2');
    expect(text).toContain('hanabi_cache_lookups_total{cache="catalogue",result="miss",service="api"} 1');
  });
});
