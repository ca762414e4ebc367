import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLicenseServer } from './license-servers.ts';

/** A stand-in vendor: echoes the request with its content type, refuses on /refuse, never answers on /hang. */
function vendor(): Server {
  return createServer((request, response) => {
    if (request.url === '/hang') return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/refuse') {
        response.writeHead(500).end('no');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/x-licence' });
      response.end(Buffer.concat([Buffer.from(`${request.headers['content-type']}:`), ...chunks]));
    });
  });
}

describe('httpLicenseServer', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = vendor();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const body = Buffer.from([1, 2, 3]);

  it('posts the licence request and hands back the vendor’s licence with its content type', async () => {
    const answer = await httpLicenseServer(`${origin}/licence`).forward({
      body,
      contentType: 'application/octet-stream',
    });
    expect(answer).toEqual({
      outcome: 'licence',
      body: Buffer.concat([Buffer.from('application/octet-stream:'), body]),
      contentType: 'application/x-licence',
    });
  });

  it('reports a vendor error status and an unreachable vendor as failed', async () => {
    expect(
      await httpLicenseServer(`${origin}/refuse`).forward({ body, contentType: 'application/octet-stream' }),
    ).toEqual({
      outcome: 'failed',
      reason: 'vendor answered 500',
    });
    const unreachable = await httpLicenseServer('http://127.0.0.1:1/').forward({
      body,
      contentType: 'application/octet-stream',
    });
    expect(unreachable.outcome).toBe('failed');
  });

  it('gives up after the timeout', async () => {
    const answer = await httpLicenseServer(`${origin}/hang`, 200).forward({
      body,
      contentType: 'application/octet-stream',
    });
    expect(answer).toEqual({ outcome: 'timeout' });
  });
});
