import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebRequestContext } from '../app/lib/api.server.ts';
import { parseEnv } from '../app/lib/env.server.ts';
import { serverRequestInfoContext } from '../app/lib/load-context.ts';
import { type RunningWeb, startWeb } from './start.ts';
import { fakeBuild } from './test/fake-build.ts';

/** A stand-in API: records the headers of its calls, answers its readiness probe as told. */
function fakeApi() {
  const calls: IncomingHttpHeaders[] = [];
  let ready = true;
  const server: Server = createServer((request, response) => {
    if (request.url === '/health/ready') {
      response.writeHead(ready ? 200 : 503).end('{}');
      return;
    }
    calls.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 2000, contents: {} }));
  });
  return {
    server,
    calls,
    setReady: (value: boolean) => {
      ready = value;
    },
  };
}

describe('the web server for operators', () => {
  const api = fakeApi();
  const lines: Array<Record<string, unknown>> = [];
  let clientDir: string;
  let web: RunningWeb;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    clientDir = mkdtempSync(join(tmpdir(), 'hanabi-web-operations-'));
    const build = fakeBuild(clientDir);
    // The page's loader calls the API the way every loader does: through the request's API client.
    const root = build.routes.root as unknown as { module: { loader: unknown } };
    root.module.loader = async ({ context }: { context: Parameters<ServerBuild['entry']['module']['default']>[4] }) => {
      const info = context.get(serverRequestInfoContext);
      if (!info) throw new Error('no request info');
      await createWebRequestContext(info.env, info.viewer).api.get('/v1/genre_groups');
      return { called: true };
    };
    web = await startWeb({
      host: '127.0.0.1',
      port: 0,
      env: parseEnv({ API_INTERNAL_URL: apiUrl, WEB_ORIGIN: 'https://hanabi.example' }),
      build,
      clientDir,
      logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
  });

  afterAll(async () => {
    await web?.close();
    api.server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('passes the load balancer’s request id on to the API, answers with it and logs the page under it', async () => {
    const response = await fetch(`${web.url}/titles/3`, { headers: { 'x-request-id': 'lb-page-42' } });
    await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('lb-page-42');
    expect(api.calls.at(-1)?.['x-request-id']).toBe('lb-page-42');
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: 'lb-page-42', msg: expect.stringMatching(/^GET \/titles\/3 200 [\d.]+ ms$/) }),
    );
  });

  it('gives a request without an id one of its own, the same on the API call', async () => {
    const response = await fetch(`${web.url}/search?q=x`);
    const id = response.headers.get('x-request-id');

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls.at(-1)?.['x-request-id']).toBe(id);
  });

  it('is live whatever the API does, and ready only while the API is ready', async () => {
    api.setReady(false);
    const notReady = await fetch(`${web.url}/health/ready`);
    const live = await fetch(`${web.url}/health/live`);
    api.setReady(true);
    const ready = await fetch(`${web.url}/health/ready`);

    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'not_ready', checks: { accepting: 'ok', api: 'failing' } });
    expect(live.status).toBe(200);
    expect(ready.status).toBe(200);
  });

  it('counts page requests by route pattern', async () => {
    const text = await web.metrics.registry.metrics();

    expect(text).toMatch(/hanabi_http_requests_total\{method="GET",route="\/\*",status="200",service="web"\} [1-9]/);
    expect(text).not.toContain('/titles/3');
  });
});
