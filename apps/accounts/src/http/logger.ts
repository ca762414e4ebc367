/**
 * The sign-in service's structured JSON log (pino through Fastify). Credentials are redacted, and so are the
 * secrets that arrive in addresses: the request form's sealed member id and the tokens of e-mail links, which
 * would let whoever reads the log act as the member (decision 0037).
 */
import { createServiceLogger } from '@hanabi/observability';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Somewhere JSON log lines can be written (a test's collector); stdout by default. */
export interface LogDestination {
  write(line: string): void;
}

const SECRET_QUERY_PARAMETERS = new Set(['uid', 'token']);
export const REDACTED = '[redacted]';

function decodedName(rawName: string): string {
  try {
    return decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    return rawName;
  }
}

/** `url` with the value of every secret query parameter replaced, however its name is encoded. */
export function withoutSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const rawName = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_PARAMETERS.has(decodedName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: withoutSecrets(request.url), host: request.host, remoteAddress: request.ip };
}

/** JSON lines, or readable ones in development (decision 0056); one line per answered request. */
export function accountsLogger(level: string, appEnv: string, destination?: LogDestination): FastifyBaseLogger {
  return createServiceLogger({
    service: 'accounts',
    level,
    appEnv,
    ...(destination ? { destination } : {}),
    options: {
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { req: serializeRequest },
    },
  }) as FastifyBaseLogger;
}
