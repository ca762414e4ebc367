/**
 * Serves `GET /metrics` on a port of its own, never on a service's public port (decision 0056): the viewer
 * origin's load balancer never routes to it, it listens on loopback unless METRICS_HOST says otherwise, and
 * with METRICS_TOKEN set a scrape must carry `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsExposition {
  contentType: string;
  /** The text format of every metric, read at the time of the scrape. */
  text(): Promise<string>;
}

export interface MetricsServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** When set, scrapes without this bearer token are answered 401. */
  token: string | undefined;
  metrics: MetricsExposition;
}

export interface RunningMetricsServer {
  url: string;
  close(): Promise<void>;
}

function carriesToken(request: IncomingMessage, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startMetricsServer({
  host,
  port,
  token,
  metrics,
}: MetricsServerOptions): Promise<RunningMetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token !== undefined && !carriesToken(request, token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
