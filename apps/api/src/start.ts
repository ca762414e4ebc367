/** Runs the API on a port: used by the standalone server and by a launcher running it in-process. */
import { createServer } from 'node:net';
import { type ApiInstance, type BuildApiOptions, buildApi } from './app.ts';

export interface RunningApi {
  app: ApiInstance;
  /** Where it listens, e.g. http://127.0.0.1:4000. */
  url: string;
  /** Stops listening and waits for requests in flight. The database stays open: its owner closes it. */
  close(): Promise<void>;
}

/** The port is taken by another process. `message` is one line meant for a person. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  readonly code = 'EADDRINUSE';

  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(`Port ${port} is already in use (${host}). Stop the process using it or set API_PORT to a free port.`);
  }
}

/**
 * Builds the API and listens on config.host:config.port (port 0 picks a free port).
 * @throws PortInUseError when the port is taken.
 */
export async function startApi(options: BuildApiOptions): Promise<RunningApi> {
  const { config } = options;
  const app = await buildApi(options);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(config.port, config.host);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  return { app, url: `http://${hostForUrl(config.host)}:${port}`, close: () => app.close() };
}

/**
 * Fails fast, before anything slow (opening the database) is done for nothing, when the port is taken.
 * `startApi` still reports a port taken in between.
 * @throws PortInUseError
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ host, port, exclusive: true }, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, host);
    throw error;
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
