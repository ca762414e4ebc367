/**
 * The services' logs (decision 0056): JSON lines in production and staging, for the log collector; in
 * development one short readable line each through pino-pretty, the service's name first. Requests are logged
 * once, when answered (`requestLine`), never with their headers: at thousands of requests a second the log
 * must not cost more than the request.
 */
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import pretty from 'pino-pretty';

export interface ServiceLoggerOptions {
  service: string;
  level: string;
  /** `development` writes readable lines; anything else JSON. */
  appEnv: string;
  /** Where JSON lines go instead of stdout (tests collect them); readable lines always go to stdout. */
  destination?: DestinationStream;
  /** pino options of the service's own (redaction, serializers). */
  options?: LoggerOptions;
}

export function createServiceLogger({ service, level, appEnv, destination, options }: ServiceLoggerOptions): Logger {
  const settings: LoggerOptions = { ...options, level, base: { service } };
  if (appEnv === 'development' && !destination) {
    const readable = pretty({
      colorize: process.stdout.isTTY === true,
      singleLine: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,service,reqId,method,url,route,status,ms',
      messageFormat: '[{service}] {msg}',
      sync: true,
    });
    return pino(settings, readable);
  }
  return destination ? pino(settings, destination) : pino(settings);
}

/** The one line a request is logged with, readable as it is: `GET /titles/12 200 8.4 ms`. */
export function requestLine(method: string, url: string, status: number, ms: number): string {
  return `${method} ${url} ${status} ${ms.toFixed(1)} ms`;
}
