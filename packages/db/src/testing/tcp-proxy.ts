/**
 * A TCP proxy in front of the test PostgreSQL server, for tests of a database that goes away (decision 0031):
 * the test points a service at `url` and then breaks the network between them as it pleases.
 */
import { createServer, type Server, Socket } from 'node:net';

export interface TcpProxy {
  /** The database URL, through the proxy. */
  url: string;
  /** Drops every open connection, as a broken network link does; new connections still get through. */
  cutConnections(): void;
  /** Cuts every connection and refuses new ones (ECONNREFUSED), as a server that went away. */
  goOffline(): Promise<void>;
  /** Accepts connections again, on the same port. */
  goOnline(): Promise<void>;
  /** New connections are accepted but never reach the server: a server that does not answer. */
  stall(): void;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) resolve();
    else server.close(() => resolve());
  });
}

/** Starts a proxy to the server of `databaseUrl` on a free port of 127.0.0.1. */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname;
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let stalling = false;

  function track(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A peer's failure only ends its pair; the test decides when the network breaks.
    socket.on('error', () => {});
  }

  const server = createServer((client) => {
    track(client);
    if (stalling) return;
    const upstream = new Socket();
    track(upstream);
    upstream.connect(targetPort, targetHost);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await listen(server, 0);
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the proxy has no port');
  const { port } = address;

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  function cutConnections(): void {
    // A reset, not a polite close: the client's next read fails at once, as on a broken link.
    for (const socket of sockets) socket.resetAndDestroy();
  }

  return {
    url: url.toString(),
    cutConnections,
    async goOffline() {
      const stopped = stopListening(server);
      cutConnections();
      await stopped;
    },
    async goOnline() {
      stalling = false;
      if (!server.listening) await listen(server, port);
    },
    stall() {
      stalling = true;
    },
    async close() {
      const stopped = stopListening(server);
      cutConnections();
      await stopped;
    },
  };
}
