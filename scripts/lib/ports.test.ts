import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findBusyPorts } from './ports.ts';

describe('the port check before start', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  function occupyAnyPort(): Promise<number> {
    return new Promise((resolve) => {
      server = createServer().listen(0, '127.0.0.1', () => {
        const address = server?.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  it('names the busy port, its service and the variable that moves it', async () => {
    const port = await occupyAnyPort();
    const problems = await findBusyPorts('127.0.0.1', [{ service: 'web', port, variable: 'WEB_PORT' }]);
    expect(problems).toEqual([
      `Port ${port} (web) is already in use. Stop whatever uses it, or set WEB_PORT to another port.`,
    ]);
  });

  it('finds nothing to say about a free port', async () => {
    const port = await occupyAnyPort();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await findBusyPorts('127.0.0.1', [{ service: 'API', port, variable: 'API_PORT' }])).toEqual([]);
  });
});
