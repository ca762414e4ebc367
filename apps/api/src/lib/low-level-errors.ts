/**
 * Errors Fastify raises before a request reaches a route (malformed URL, over-long path parameter) and
 * errors Node raises before a request exists at all (unparsable request, header overflow, timeout).
 * Both are answered in the error envelope instead of Fastify's own body.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { MAX_QUERY_LENGTH } from '@hanabi/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerFor, clientErrorAnswer, type ErrorAnswer } from './error-answer.ts';

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? answerFor('uriTooLong') : answerFor('badRequest');
  request.log.info({ code: answer.body.code, reason: error.message }, 'request refused before routing');
  void reply.code(answer.status).send(answer.body);
}

/** Fastify's `clientErrorHandler` option: the socket gets a complete HTTP answer, then is closed. */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = socketErrorAnswer(error);
  if (socket.writable) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function socketErrorAnswer({ code, rawPacket }: { code?: string; rawPacket?: unknown }): ErrorAnswer {
  if (code === 'HPE_HEADER_OVERFLOW') {
    // Request line and headers above Node's limit (16 KiB). When the request line alone is too long, the
    // URL is: the same 414 as an over-long query string. Otherwise the headers are (431).
    return clientErrorAnswer(requestLineLength(rawPacket) > MAX_QUERY_LENGTH ? 414 : 431);
  }
  return clientErrorAnswer(code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);
}

function requestLineLength(packet: unknown): number {
  if (!Buffer.isBuffer(packet)) return 0;
  const end = packet.indexOf('\r\n');
  return end === -1 ? packet.length : end;
}
