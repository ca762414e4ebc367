/**
 * Structured logs (pino through Fastify): request ids on every line, credentials redacted, one line per
 * answered request (decision 0056); readable lines in development, JSON elsewhere.
 */

import type { AppEnv, LogLevel } from '@hanabi/config';
import { createServiceLogger, fastifyRequestLogging } from '@hanabi/observability';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Somewhere JSON log lines can be written, e.g. a stream; default stdout. */
export interface LogDestination {
  write(line: string): void;
}

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

function isLoggerInstance(logger: FastifyBaseLogger | LogDestination): logger is FastifyBaseLogger {
  return typeof (logger as Partial<FastifyBaseLogger>).child === 'function';
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    headers: { ...request.headers },
  };
}

export function loggerOptions(
  level: LogLevel,
  appEnv: AppEnv,
  logger: FastifyBaseLogger | LogDestination | undefined,
): Pick<FastifyServerOptions, 'loggerInstance' | 'logController'> {
  if (logger && isLoggerInstance(logger)) return { loggerInstance: logger, ...fastifyRequestLogging() };
  const instance = createServiceLogger({
    service: 'api',
    level,
    appEnv,
    ...(logger ? { destination: logger } : {}),
    options: { redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers: { req: serializeRequest } },
  });
  return { loggerInstance: instance as FastifyBaseLogger, ...fastifyRequestLogging() };
}
