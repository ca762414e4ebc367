import { EventEmitter } from 'node:events';
import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown.ts';
import { createReadiness } from './readiness.ts';

/** One GET on a connection of its own (no keep-alive agent), resolving with the status or the error code. */
function get(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    outgoing.end();
  });
}

describe('SIGTERM', () => {
  it('turns readiness off, refuses new requests, lets the slow request in flight finish, then releases and exits 0', async () => {
    const app = Fastify();
    let finishSlowRequest = () => {};
    let slowRequestArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      slowRequestArrived = resolve;
    });
    app.get('/slow', async () => {
      slowRequestArrived();
      await new Promise<void>((resolve) => {
        finishSlowRequest = resolve;
      });
      return { done: true };
    });
    app.get('/fast', async () => ({ done: true }));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });

    const readiness = createReadiness({ database: async () => true });
    const signals = new EventEmitter();
    const steps: string[] = [];
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => {
      exited = resolve;
    });
    installGracefulShutdown({
      readiness,
      stopServing: () => app.close(),
      release: async () => {
        steps.push('released');
      },
      drainTimeoutMs: 30_000,
      log: () => {},
      signals,
      exit: exited,
    });

    const slow = get(`${url}/slow`);
    await arrived;
    signals.emit('SIGTERM');

    expect((await readiness.check()).status).toBe('not_ready');
    expect(await get(`${url}/fast`)).toBe('ECONNREFUSED');
    expect(steps).toEqual([]);
    finishSlowRequest();
    expect(await slow).toBe(200);
    expect(await exitCode).toBe(0);
    expect(steps).toEqual(['released']);
  });

  it('cuts what is still running after the drain timeout, and says so with exit code 1', async () => {
    const app = Fastify();
    let arrivedResolve = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrivedResolve = resolve;
    });
    app.get('/stuck', async () => {
      arrivedResolve();
      await new Promise(() => {});
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const signals = new EventEmitter();
    const lines: string[] = [];
    const exitCode = new Promise<number>((resolve) => {
      installGracefulShutdown({
        readiness: createReadiness({}),
        stopServing: () => app.close(),
        release: async () => {},
        drainTimeoutMs: 50,
        log: (line) => lines.push(line),
        signals,
        exit: resolve,
      });
    });

    void get(`${url}/stuck`);
    await arrived;
    signals.emit('SIGTERM');

    expect(await exitCode).toBe(1);
    expect(lines).toContain('Requests still running after 50 ms are cut.');
    app.server.closeAllConnections();
  });
});
