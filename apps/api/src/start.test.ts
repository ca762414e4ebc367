import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from './config.ts';
import { PortInUseError, startApi } from './start.ts';
import { buildTestApi, type TestApi } from './test/build-test-api.ts';
import { freePort, occupyPort, runServer, waitForHealth } from './test/server-process.ts';

describe('startApi', () => {
  let api: TestApi;
  let occupied: { server: Server; port: number };
  beforeAll(async () => {
    api = await buildTestApi();
    occupied = await occupyPort();
  });
  afterAll(async () => {
    occupied.server.close();
    await api.close();
  });

  it('listens and answers over HTTP until closed', async () => {
    const config = loadApiConfig({ APP_ENV: 'development', API_PORT: '0', LOG_LEVEL: 'silent' });
    const running = await startApi({ database: api.database, config });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${running.url}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ code: 2000, contents: { status: 'ok', database: 'ok' } });
    } finally {
      await running.close();
    }
    await expect(fetch(`${running.url}/health`)).rejects.toThrow();
  });

  it('refuses a port in use with one line saying so', async () => {
    const config = loadApiConfig({ APP_ENV: 'development', API_PORT: String(occupied.port), LOG_LEVEL: 'silent' });
    const attempt = startApi({ database: api.database, config });

    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(`Port ${occupied.port} is already in use`);
  });

  it('as a standalone server, exits with code 1 and one line when the port is in use', async () => {
    const server = runServerInTempDir({ API_PORT: String(occupied.port) });
    const exitCode = await server.exited;

    expect(exitCode).toBe(1);
    expect(server.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(`^Port ${occupied.port} is already in use`),
    ]);
    expect(server.stdout()).toBe('');
  });

  it('as a standalone server with APP_ENV unset, is production: it will not start on the development key', async () => {
    const server = runServerInTempDir({ APP_ENV: '', API_PORT: String(await freePort()) });

    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/REQUEST_FORM_KEY must be set to a secret key in production/);
  });

  it('as a standalone server, migrates its own database, answers, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = runServerInTempDir({ API_PORT: String(port), LOG_LEVEL: 'info' });
    try {
      const health = await waitForHealth(`http://127.0.0.1:${port}/health`, server.exited);
      expect(health).toEqual({ code: 2000, contents: { status: 'ok', database: 'ok' } });
      const list = await fetch(`http://127.0.0.1:${port}/v1/title/displayables`);
      expect(list.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }

    expect(await server.exited).toBe(0);
    expect(server.stderr()).toBe('');
    // In development each line is pino-pretty's readable one: the shutdown says it has stopped.
    expect(server.stdout()).toContain('Stopped.');
  }, 120_000);
});

/** A standalone server on a data folder of its own, removed when it exits. */
function runServerInTempDir(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hanabi-api-server-'));
  const server = runServer({ HANABI_DATA_DIR: dataDir, DATABASE_URL: '', ...env });
  const exited = server.exited
    .then(({ code }) => code)
    .finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return { ...server, exited };
}
