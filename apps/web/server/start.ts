import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createServiceLogger, createServiceMetrics, type Readiness, type ServiceMetrics } from '@hanabi/observability';
import type { DestinationStream } from 'pino';
import type { ServerBuild } from 'react-router';
import { type Env, getEnv } from '../app/lib/env.server.ts';
import { createWebApp } from './app.ts';
import { webReadiness } from './operations.ts';
import { WEB_CLIENT_DIR, WEB_SERVER_BUILD } from './paths.ts';

export interface StartWebOptions {
  /** Defaults to WEB_PORT (3000); 0 picks a free port. */
  port?: number;
  /** Defaults to HOST (127.0.0.1). */
  host?: string;
  /** Defaults to the environment of this process, parsed once. */
  env?: Env;
  /** Defaults to the bundle at apps/web/build/server/index.js. */
  build?: ServerBuild;
  /** Defaults to apps/web/build/client. */
  clientDir?: string;
  /** Requests still running when close() is called get this long before their connections are cut. */
  closeGraceMs?: number;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

export interface RunningWeb {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** Its request metrics and readiness (decision 0056). */
  metrics: ServiceMetrics;
  readiness: Readiness;
  /** Stops accepting connections, lets requests in flight finish, then resolves. */
  close(): Promise<void>;
}

export async function loadServerBuild(path: string = WEB_SERVER_BUILD): Promise<ServerBuild> {
  if (!existsSync(path)) {
    throw new Error(`The web client is not built (${path} is missing): run \`npm run build --workspace @hanabi/web\`.`);
  }
  return (await import(pathToFileURL(path).href)) as ServerBuild;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} is already in use on ${host}: stop the program using it or set WEB_PORT to a free port.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new Error(
            `Port ${port} on ${host} needs privileges this process does not have: set WEB_PORT to a port above 1023.`,
          ),
        );
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new Error(`Cannot listen on ${host}: it is not an address of this machine (check HOST).`));
      } else {
        reject(error);
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function urlOf(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** Starts the built web client: imports the server bundle, serves it, and resolves once listening. */
export async function startWeb(options: StartWebOptions = {}): Promise<RunningWeb> {
  const env = options.env ?? getEnv();
  const host = options.host ?? env.HOST;
  const requestedPort = options.port ?? env.WEB_PORT;
  const build = options.build ?? (await loadServerBuild());
  const metrics = createServiceMetrics('web');
  const readiness = webReadiness(env.API_INTERNAL_URL);
  const log = createServiceLogger({
    service: 'web',
    level: env.LOG_LEVEL,
    appEnv: env.APP_ENV,
    ...(options.logDestination ? { destination: options.logDestination } : {}),
  });
  const app = createWebApp({ build, env, clientDir: options.clientDir ?? WEB_CLIENT_DIR, metrics, readiness, log });

  const server = createServer(app);
  await listen(server, requestedPort, host);
  const port = (server.address() as AddressInfo).port;
  const closeGraceMs = options.closeGraceMs ?? 5_000;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      const forceTimer = setTimeout(() => server.closeAllConnections(), closeGraceMs);
      forceTimer.unref();
      server.close((error) => {
        clearTimeout(forceTimer);
        if (error) reject(error);
        else resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  return { url: urlOf(host, port), port, metrics, readiness, close };
}
