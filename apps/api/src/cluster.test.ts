import { request } from 'node:http';
import type { ServerDatabase } from '@hanabi/db';
import { createTestDatabase, type ServiceProcess } from '@hanabi/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startApiProcess } from './test/server-process.ts';

const source = inject('hanabiTestDatabase');

/** GET on a connection of its own, so that the cluster may hand it to any worker. */
function getJson(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe.runIf(source.kind === 'postgres')('the API as several worker processes on PostgreSQL', () => {
  let database: ServerDatabase;
  let api: { server: ServiceProcess; url: string };
  let metricsUrl: string;
  const token = 'cluster-test-scraper-token';

  beforeAll(async () => {
    const created = await createTestDatabase();
    if (created.kind !== 'postgres') throw new Error('PostgreSQL expected');
    database = created;
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    api = await startApiProcess({
      DATABASE_URL: database.pool.options.connectionString ?? '',
      API_WORKERS: '2',
      API_METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: token,
    });
  }, 120_000);

  afterAll(async () => {
    if (api?.server.alive()) {
      api.server.child.kill('SIGKILL');
      await api.server.exited;
    }
    await database?.close();
  });

  it('answers from two workers on one port, and the metrics port adds up what all of them counted', {
    timeout: 90_000,
  }, async () => {
    // The first worker to listen answers alone until the second one has started too.
    const workers = new Set<number>();
    const deadline = Date.now() + 60_000;
    while (workers.size < 2 && Date.now() < deadline) {
      const live = await getJson(`${api.url}/health/live`);
      workers.add((JSON.parse(live.body) as { worker: number }).worker);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (let call = 0; call < 6; call += 1) await getJson(`${api.url}/v1/genre_groups`);
    const scraped = await getJson(metricsUrl, { authorization: `Bearer ${token}` });

    expect([...workers].sort()).toEqual([1, 2]);
    expect(scraped.status).toBe(200);
    expect(scraped.body).toMatch(
      /hanabi_http_requests_total\{method="GET",route="\/v1\/genre_groups",status="200",service="api"\} 6/,
    );
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    api.server.child.kill('SIGTERM');

    expect(await api.server.exited).toEqual({ code: 0, signal: null });
  });
});
