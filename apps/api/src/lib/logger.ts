/** Structured JSON logs (pino through Fastify): request ids on every line, credentials redacted. */

import type { LogLevel } from '@hanabi/config';
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
  logger: FastifyBaseLogger | LogDestination | undefined,
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger && isLoggerInstance(logger)) return { loggerInstance: logger };
  return {
    logger: {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(logger ? { stream: logger } : {}),
    },
  };
}
