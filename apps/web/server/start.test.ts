import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../app/lib/env.server.ts';
import { STALE_CHUNK_MODULE } from './stale-chunk-module.ts';
import { type RunningWeb, startWeb } from './start.ts';
import { fakeBuild, SLOW_PAGE_PATH } from './test/fake-build.ts';

describe('startWeb', () => {
  let clientDir: string;
  let web: RunningWeb;
  const env = parseEnv({ API_INTERNAL_URL: 'http://api.internal:4000', WEB_ORIGIN: 'https://hanabi.example' });

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'hanabi-web-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1);');
    writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await startWeb({ host: '127.0.0.1', port: 0, env, build: fakeBuild(clientDir), clientDir });
  });

  afterAll(async () => {
    await web?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('listens and reports its URL', () => {
    expect(web.url).toBe(`http://127.0.0.1:${web.port}`);
  });

  it('renders pages with a load context that holds the environment and the viewer request', async () => {
    const response = await fetch(`${web.url}/?x=1`, { headers: { Cookie: 'festa_auth=abc' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      root: {
        apiInternalUrl: 'http://api.internal:4000',
        viewerUrl: 'https://hanabi.example/?x=1',
        viewerCookie: 'festa_auth=abc',
        viewerAddress: '127.0.0.1',
        cspNonce: expect.any(String),
      },
    });
  });

  it('puts the viewer URL on WEB_ORIGIN whatever Host and protocol the request claims', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        `${web.url}/?x=1`,
        { headers: { Host: 'evil.example', 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'evil.example' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(JSON.parse(body)).toMatchObject({ root: { viewerUrl: 'https://hanabi.example/?x=1' } });
  });

  it('caches fingerprinted assets for a year and other public files for an hour', async () => {
    const asset = await fetch(`${web.url}/assets/entry-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const favicon = await fetch(`${web.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a plain 404 for a missing asset instead of rendering a page', async () => {
    const response = await fetch(`${web.url}/assets/style-gone.css`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });

  it('answers a missing script with the stand-in that lets the page decide to reload, never cached', async () => {
    const response = await fetch(`${web.url}/assets/entry-gone.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(STALE_CHUNK_MODULE);
  });

  it('tells open pages which build is deployed, never from a cache', async () => {
    const response = await fetch(`${web.url}/builds/latest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ build_id: 'test' });
  });

  it('compresses what it sends', async () => {
    const response = await fetch(`${web.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('takes a viewer who leaves while the page still streams in its stride, logging no server error', async () => {
    // Express logs an error passed on after the answer has begun only outside NODE_ENV=test, as in production.
    vi.stubEnv('NODE_ENV', 'production');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const production = await startWeb({ host: '127.0.0.1', port: 0, env, build: fakeBuild(clientDir), clientDir });
    try {
      await new Promise<void>((resolve) => {
        const request = httpRequest(`${production.url}${SLOW_PAGE_PATH}`, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        // The connection is cut on purpose.
        request.on('error', () => {});
        request.end();
      });
      // Past the moment the page's late part is written to the closed socket.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      await production.close();
      errors.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('refuses a port in use with one clear line', async () => {
    const second = startWeb({ host: '127.0.0.1', port: web.port, env, build: fakeBuild(clientDir), clientDir });
    await expect(second).rejects.toThrowError(
      new RegExp(`^Port ${web.port} is already in use on 127\\.0\\.0\\.1: [^\\n]+$`),
    );
  });

  it('closes cleanly, even while a client keeps its connection open', async () => {
    const other = await startWeb({ host: '127.0.0.1', port: 0, env, build: fakeBuild(clientDir), clientDir });
    await fetch(`${other.url}/favicon.svg`, { keepalive: true });
    await expect(other.close()).resolves.toBeUndefined();
    await expect(fetch(`${other.url}/favicon.svg`)).rejects.toThrow();
  });
});
